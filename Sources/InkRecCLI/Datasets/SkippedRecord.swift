import InkFormats

/// One skipped record or file as `--json` lists it: the file, the line and record inside it
/// when known (`null` otherwise), and why it was skipped.
struct SkippedRecord: Encodable {
    var file: String
    var line: Int?
    var record: Int?
    var reason: String

    init(_ error: InkFormatError) {
        file = error.path ?? "<input>"
        line = error.line
        record = error.record
        reason = error.reason.description
    }

    private enum CodingKeys: String, CodingKey { case file, line, record, reason }

    // Every key in every entry: `null` where a line or record is unknown.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(record, forKey: .record)
        try container.encode(reason, forKey: .reason)
    }
}
