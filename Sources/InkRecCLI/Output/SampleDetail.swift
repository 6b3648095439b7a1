import InkFormats

/// One judged sample of an evaluation's `--json` `samples_detail` (`eval shapes`, `eval
/// handwriting`, `eval text`): which sample it is — `id`, `source`, `writer` (left out when the
/// sample has none), `label` as read — then what the task found, `outcome`'s keys beside them in
/// the same object.
struct SampleDetail<Outcome: Encodable>: Encodable {
    var id: String
    var source: String
    var writer: String?
    var label: String
    var outcome: Outcome

    init(_ sample: LabeledInk, _ outcome: Outcome) {
        id = sample.id
        source = sample.source
        writer = sample.writer
        label = sample.label
        self.outcome = outcome
    }

    private enum CodingKeys: String, CodingKey {
        case id, source, writer, label
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(writer, forKey: .writer)
        try container.encode(label, forKey: .label)
        try outcome.encode(to: encoder)  // the outcome's keys join the same object
    }
}
