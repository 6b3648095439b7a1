import InkCore

extension InkDrawing {
    /// The `annotations` key where a reader lists, space-separated, the point channels it read
    /// values of and dropped because `InkPoint` has no field for them (InkML `W`, `OR`, `S`, tilt
    /// it cannot convert; UNIPEN `.COORD` channels other than X, Y, T and P), so that no channel
    /// is lost silently: `inkrec` warns of them when it reads a file. Writers keep it as any
    /// other annotation, so a converted file still says what its ink lost.
    public static let channelsNotKeptAnnotation = "inkrec:channelsNotKept"

    /// The channels ``channelsNotKeptAnnotation`` lists, in order; empty when none.
    public var channelsNotKept: [String] {
        (annotations[Self.channelsNotKeptAnnotation] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Adds `names` to ``channelsNotKeptAnnotation`` after those it lists already (the
    /// document's own, when it was written by inkrec), each once.
    mutating func noteChannelsNotKept(_ names: [String]) {
        var listed = channelsNotKept
        for name in names where !listed.contains(name) { listed.append(name) }
        if !listed.isEmpty { annotations[Self.channelsNotKeptAnnotation] = listed.joined(separator: " ") }
    }
}
