import Foundation
import InkFormats

/// The file a sample was read from and the format it was read as.
///
/// A sample's own `source` names where its ink was first recorded, which a converted file
/// (labelled ndjson, inkrec JSON) carries over; this names the file actually read.
public struct SampleOrigin: Sendable, Hashable {
    public let file: URL
    public let format: InkFormat
}
