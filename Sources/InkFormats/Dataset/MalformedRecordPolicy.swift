/// What a reader does with a bad record inside an otherwise readable file.
///
/// In dataset mode (`skipMalformed`) the record is left out and its error kept, so a caller can
/// report how many were skipped and why; otherwise the first error is thrown.
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
}
