/// What a reader does with a bad record inside an otherwise readable file.
///
/// In dataset mode (`skipMalformed`) the record is left out and its error kept, so a caller can
/// report how many were skipped and why; otherwise the first error is thrown. Every reader of a
/// many-record file (ndjson, Quick, Draw!, inkrec JSON, UNIPEN) goes through here, so a bad record
/// costs that record only, and is reported with its file, line where known, and record index.
struct MalformedRecordPolicy {
    let skipMalformed: Bool
    private(set) var skipped: [InkFormatError] = []

    init(skipMalformed: Bool) { self.skipMalformed = skipMalformed }

    /// Keeps `error` when skipping, else throws it.
    mutating func record(_ error: InkFormatError) throws {
        guard skipMalformed else { throw error }
        skipped.append(error)
    }

    /// Runs `body`, turning an `InkFormatError` it throws into a skipped record.
    mutating func attempt(_ body: () throws -> Void) throws {
        do { try body() } catch let error as InkFormatError { try record(error) }
    }

    /// The sample `body` builds for record `record` of `path`, or `nil` when it is skipped: a
    /// reason `body` throws becomes an `InkFormatError` naming the file, `line` and record.
    /// - Throws: that error unless skipping.
    mutating func sample(
        path: String, line: Int? = nil, record: Int, _ body: () throws(InkFormatError.Reason) -> LabeledInk
    ) throws -> LabeledInk? {
        do throws(InkFormatError.Reason) {
            return try body()
        } catch {
            try self.record(InkFormatError(path: path, line: line, record: record, reason: error))
            return nil
        }
    }
}
