import InkCore

/// One labelled sample of a dataset: a drawing, what it shows, who drew it, and where it came from.
public struct LabeledInk: Sendable, Hashable, Codable {
    /// The ink, in the source's units with y pointing down (y-up sources are flipped on read).
    public var drawing: InkDrawing
    /// The class or transcription: `"8"`, `"rectangle"`, `"the"`.
    public var label: String
    /// The writer (subject, user, player) as the source names it, or `nil` when unknown. Only
    /// unique within one source; readers prefix ids where a source reuses them (pendigits).
    public var writer: String?
    /// Where the sample was read: the file path, plus `#index` for files holding many samples.
    public var source: String
    /// A stable identifier: the source's own id where it has one (ndjson `id`), else `source`.
    public var id: String
    /// The part of its source's writer-independent split this sample belongs to; never `.all`.
    /// See `DatasetSplit` for the rule per source.
    public var split: DatasetSplit

    /// The `drawing.annotations` key naming the dataset whose label vocabulary a sample uses,
    /// where a label means something of its own there: the Quick, Draw! reader sets it to
    /// `quickdraw` (its `diamond` is a gemstone, not a rhombus), the UNIPEN reader to `unipen`
    /// (every label is handwriting: `x` is a letter, not the $1 gesture). Labelled ndjson, InkML
    /// and inkrec JSON keep it, so a converted sample is judged as its source is.
    public static let datasetAnnotation = "dataset"

    /// Whether drawing `annotations` are an FC flowchart page's (its `UI` starting
    /// `2010_IRCCyN_FC`, which converted files keep): the InkML reader's FC split rule, and the
    /// CLI's count of samples from the sets the shape recognizer was tuned on.
    package static func isFlowchartPage(_ annotations: [String: String]) -> Bool {
        annotations["UI"]?.hasPrefix("2010_IRCCyN_FC") == true
    }

    /// Whether `format`'s reader sets this annotation itself (`dataset` naming the format), so
    /// its writer need not store it.
    static func isImplied(annotation key: String, value: String, by format: InkFormat) -> Bool {
        key == datasetAnnotation && value == format.rawValue
    }

    /// - Parameters:
    ///   - id: defaults to `source`.
    ///   - split: the sample's part; `nil` (or `.all`) applies the hash rule to the writer, else
    ///     to the id, else to `source`'s file name and index (`DatasetSplit.hashed`).
    public init(
        drawing: InkDrawing, label: String, writer: String?, source: String, id: String? = nil,
        split: DatasetSplit? = nil
    ) {
        self.drawing = drawing
        self.label = label
        self.writer = writer
        self.source = source
        self.id = id ?? source
        self.split = split.flatMap { $0 == .all ? nil : $0 } ?? (writer ?? id).map { .hashed($0) } ?? .hashed(fileOf: source)
    }
}
