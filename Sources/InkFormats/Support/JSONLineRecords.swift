import Foundation

/// A record of a JSON-lines file that turns into one labelled sample.
protocol JSONLineRecord: Decodable {
    /// The sample this record describes; `source` is `path#record`.
    func sample(source: String) throws(InkFormatError.Reason) -> LabeledInk
}

extension JSONLineRecord {
    /// Decodes every non-blank line of `bytes` as `Self` and hands its sample to `body`.
    ///
    /// A line that is not valid JSON of this shape fails with `.malformedJSON`; a line whose
    /// content is wrong fails with the reason `sample(source:)` gives, or `unusableValue`'s (a
    /// coordinate beyond ±1e15). All name the file, line and record, and `policy` decides whether they stop the read or are counted and skipped. O(n).
    static func readLines(
        _ bytes: [UInt8], path: String, policy: inout MalformedRecordPolicy, into body: (LabeledInk) throws -> Void
    ) throws {
        let decoder = JSONDecoder()
        for line in TextLine.lines(of: bytes) where !line.isBlank {
            let record = line.number - 1
            let sample = try policy.sample(path: path, line: line.number, record: record) { () throws(InkFormatError.Reason) in
                let entry: Self
                do { entry = try decoder.decode(Self.self, from: Data(line.bytes)) } catch {
                    throw .malformedJSON(describe(error, in: line.bytes))
                }
                let sample = try entry.sample(source: "\(path)#\(record)")
                // Checked here, not only by `InkDataset`, so the error names its line.
                if let reason = sample.drawing.unusableValue { throw reason }
                return sample
            }
            if let sample { try body(sample) }
        }
    }
}
