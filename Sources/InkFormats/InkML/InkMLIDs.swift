import InkCore

/// The `xml:id`s `inkMLData()` writes: NCNames (`InkMLName.encoded`), unique in the document.
///
/// Stroke ids come first, then group ids, then the ids made up for strokes without one (or with
/// one an earlier stroke took) and for brushes and contexts: `stem`, `stem_`, `stem__`, … until
/// unused, so no made-up id takes an id of the drawing's own.
struct InkMLIDs {
    /// Each stroke's trace id.
    private(set) var traces: [String] = []
    /// Positions of the strokes without an id (nil or empty), whose trace id is made up; listed
    /// in `inkrec:unnamedTraces` so the reader gives them none again.
    private(set) var unnamed: [Int] = []
    /// Each group's id, or `nil` when it has none or a stroke or earlier group has it.
    private(set) var groups: [String?] = []
    /// Whether some stroke id reads back otherwise: empty, or repeated.
    private(set) var losesStrokeIDs = false
    /// Whether some group id is left out, as a stroke or earlier group has it.
    private(set) var losesGroupIDs = false
    private var taken = Set<String>()

    init(_ drawing: InkDrawing) {
        let own = drawing.strokes.map { stroke in stroke.id.flatMap { $0.isEmpty ? nil : InkMLName.encoded($0) } }
        let kept = own.map { $0.flatMap { taken.insert($0).inserted ? $0 : nil } }
        groups = drawing.groups.map { group in
            group.id.flatMap { $0.isEmpty ? nil : InkMLName.encoded($0) }.flatMap { taken.insert($0).inserted ? $0 : nil }
        }
        traces = kept.indices.map { kept[$0] ?? make("trace\($0)") }
        unnamed = own.indices.filter { own[$0] == nil }
        losesStrokeIDs = drawing.strokes.indices.contains { drawing.strokes[$0].id != nil && kept[$0] == nil }
        losesGroupIDs = zip(drawing.groups, groups).contains { $0.id != nil && $1 == nil }
    }

    /// A new id: `stem` with as many `_` appended as it takes to be unused.
    mutating func make(_ stem: String) -> String {
        var id = stem
        while !taken.insert(id).inserted { id += "_" }
        return id
    }
}
