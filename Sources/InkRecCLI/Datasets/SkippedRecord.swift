import InkFormats

/// One skipped record or file as `--json` lists it: the file, the line and record inside it
/// when known (`null` otherwise), and why it was skipped.
struct SkippedRecord: Encodable {
    var file: String
    @ExplicitNull var line: Int?
    @ExplicitNull var record: Int?
    var reason: String

    init(_ error: InkFormatError) {
        file = error.path ?? "<input>"
        line = error.line
        record = error.record
        reason = error.reason.description
    }
}
