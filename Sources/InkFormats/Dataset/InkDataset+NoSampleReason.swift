import Foundation

extension InkDataset {
    /// Why the file at `url` reads as no samples and no error, for a message, or `nil` when its
    /// reader has nothing to add (it has samples, fails with its own error, or its format states
    /// no samples plainly: an inkrec JSON `"samples": []`). Only UNIPEN says more today: a file
    /// whose keyword lines name no labelled `.SEGMENT` is documented to read as no samples
    /// (a header alone is what `UnipenWriter` writes for none), and the reason tells a header
    /// alone from unnamed pen data and from a file cut off mid-line.
    /// - Complexity: O(bytes) plus UNIPEN includes; meant for the error path.
    public static func noSampleReason(at url: URL, format: InkFormat? = nil) -> String? {
        guard (try? InkFormat.reading(url, given: format, isNamed: true)) == .unipen,
            let data = try? Data(contentsOf: url)
        else { return nil }
        return UnipenReader().noSampleReason([UInt8](data), path: url.path, resolvesIncludes: true)
    }
}
