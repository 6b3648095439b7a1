import Foundation
import InkFormats

/// The file a sample was read from, the format it was read as, and the path on the command line
/// that led to the file.
///
/// A sample's own `source` names where its ink was first recorded, which a converted file
/// (labelled ndjson, inkrec JSON) carries over; this names the file actually read.
public struct SampleOrigin: Sendable, Hashable {
    public let file: URL
    public let format: InkFormat
    /// The dataset path as given on the command line (the file itself, or a folder above it).
    public let path: String
}
