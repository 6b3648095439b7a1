import Foundation
import InkCore
import InkFiles

extension InkDrawing {
    /// This drawing as a W3C InkML document (UTF-8). `init(inkML:path:)` reads back an equal
    /// drawing when no two strokes share an id and none is empty, the points of each stroke have
    /// the same optional channels and no `size` or `opacity`, and every colour is `#RRGGBB` and every width finite
    /// and at least 0. Otherwise these are lost or changed (not written): `InkPoint.size` and
    /// `opacity`, a channel some points of a stroke lack, a colour or width a brush cannot hold, an empty or
    /// repeated stroke id (read back as none, or as the made-up `trace<index>`), and an empty
    /// group id or one a stroke or earlier group has (read back as none).
    /// `FormatLoss(writing: [LabeledInk(drawing: drawing, label: "", writer: nil, source: "")], as: .inkml)`
    /// names what a drawing loses before it is written (`isEmpty` when it reads back equal).
    ///
    /// - Channels: X and Y (`units="pt"`, or per axis the units of the drawing's
    ///   `inkrec:coordinateUnits` annotation, which the reader sets for an axis it kept in
    ///   `dev`, `px` or other units that are no length, or without units beside one in points:
    ///   `dev`, or `X=dev Y=pt`, `X=pt Y=none` (no `units`)), then T (`units="s"`), F, OA and OE (radians). The document's
    ///   `<traceFormat>` has those every point of the drawing has; a stroke whose points all have
    ///   more names (`contextRef`) a `<context xml:id="context0">` in `<definitions>` with its own
    ///   `<traceFormat>`, one per distinct channel set, so a plain stroke does not cost the others
    ///   their pressure. A channel some points of a stroke lack is left out of that stroke. `size`
    ///   and `opacity` are not written. T, F, OA and OE carry the `min` and `max` of the
    ///   `inkrec:channelRanges` annotation the reader sets from a document's declarations
    ///   (`F=0.0..1023.0`; entries that do not read are skipped), so a force range survives a round trip.
    /// - Ids: `xml:id` must be an XML NCName, so stroke and group ids are written escaped: a
    ///   character an NCName cannot hold where it stands becomes `_xHHHH_` (SQL/XML's and .NET
    ///   `XmlConvert`'s escaping: `"1"` → `_x0031_`, `"a b"` → `a_x0020_b`, an `_` before `x` →
    ///   `_x005F_`); an NCName without `_x` is written as it is. The reader undoes it, so every id
    ///   round-trips. Every trace gets an `xml:id`: a stroke without an id (or with an empty one)
    ///   gets a made-up `trace<index>` (with `_` appended while taken), listed (0-based positions)
    ///   in `<annotation type="inkrec:unnamedTraces">` so the reader gives it none again; a stroke
    ///   whose id an earlier stroke took also gets `trace<index>`, and keeps it when read.
    /// - Traces: one `<trace>` per stroke. A stroke's `startTime` is written as
    ///   the trace's `timeOffset` attribute (milliseconds, by moving the decimal point, so it reads
    ///   back exactly). InkML has no way to say a trace's start is unknown, so strokes whose
    ///   `startTime` is `nil` are listed (0-based trace positions, space-separated) in an ink-level
    ///   `<annotation type="inkrec:untimedTraces">`, written only when some stroke is untimed; the
    ///   reader gives those strokes `startTime == nil` again (other readers see a plain annotation).
    ///   A drawing annotation of that type is replaced (dropped when every stroke is timed).
    /// - Style: one `<brush>` in `<definitions>` per distinct (colour, width, ink type) of the
    ///   strokes, named by each styled trace's `brushRef`: `color` `#RRGGBB`, `width` in points
    ///   (`units="pt"`), the ink type as `inkrec:inkType` (InkML has no property for it); see
    ///   `init(inkML:path:)` for widths in other units.
    /// - Groups: one top-level `traceGroup` per `StrokeGroup` (its `id` as `xml:id`, its label as
    ///   `annotation type="truth"`, a `traceView` per stroke); annotations sorted by type.
    /// - Numbers: the shortest decimal that reads back to the same `Double`.
    ///
    /// O(n) in the number of points.
    /// - Throws: `InkValidationError.nonFiniteValue` for a NaN or infinite written value,
    ///   `.coordinateOutOfRange` for a coordinate beyond ±1e15 points (`InkPoint.coordinateLimit`);
    ///   `InkFormatError` (`.unexpected`, `record` = group index) for a group index outside `strokes`.
    public func inkMLData() throws -> Data {
        // The document's format has the channels every point has; a stroke whose own points
        // share more names a context with those (an empty stroke takes the document's).
        let strokeChannels = strokes.map { stroke in InkMLChannel.written.filter { channel in stroke.points.allSatisfy { $0[keyPath: channel.field] != nil } } }
        let channels = InkMLChannel.written.filter { channel in !strokes.isEmpty && strokeChannels.allSatisfy { $0.contains { $0.name == channel.name } } }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ink xmlns=\"http://www.w3.org/2003/InkML\">\n"
        // Points, unless the reader kept an axis in units it could not convert, or without units.
        let coordinateUnits = InkMLAnnotation.coordinateUnitsWritten(annotations[InkMLAnnotation.coordinateUnits])
        let ranges = InkMLAnnotation.channelRanges(annotations[InkMLAnnotation.channelRanges])
        xml += Self.traceFormatElement(channels, coordinateUnits: coordinateUnits, ranges: ranges, indent: "  ")
        var ids = InkMLIDs(self)
        let brushes = Self.distinctBrushes(strokes, ids: &ids)
        let brushIDs = Dictionary(uniqueKeysWithValues: brushes.map { ($0.brush, $0.id) })
        var contexts: [(names: [String], id: String)] = []
        var contextIDs: [[String]: String] = [:]
        for (stroke, own) in zip(strokes, strokeChannels) where !stroke.isEmpty && own.count != channels.count {
            let names = own.map(\.name)
            guard contextIDs[names] == nil else { continue }
            contextIDs[names] = ids.make("context\(contexts.count)")
            contexts.append((names, contextIDs[names]!))
        }
        if !brushes.isEmpty || !contexts.isEmpty {
            xml += "  <definitions>\n"
            for (brush, id) in brushes { xml += brush.element(id: id, indent: "    ") }
            for (names, id) in contexts {
                xml += "    <context xml:id=\"\(id)\">\n"
                xml += Self.traceFormatElement(
                    InkMLChannel.written.filter { names.contains($0.name) }, coordinateUnits: coordinateUnits, ranges: ranges, indent: "      ")
                xml += "    </context>\n"
            }
            xml += "  </definitions>\n"
        }
        var written = annotations
        let untimed = strokes.indices.filter { strokes[$0].startTime == nil }
        written[InkMLAnnotation.untimedTraces] = InkMLAnnotation.text(untimed)
        written[InkMLAnnotation.unnamedTraces] = InkMLAnnotation.text(ids.unnamed)
        for (type, value) in written.sorted(by: { $0.key < $1.key }) {
            xml += "  <annotation type=\"\(XMLEscaping.attribute(type))\">\(XMLEscaping.text(value))</annotation>\n"
        }
        for (s, stroke) in strokes.enumerated() {
            xml += "  <trace xml:id=\"\(XMLEscaping.attribute(ids.traces[s]))\""
            let own = stroke.isEmpty ? channels : strokeChannels[s]
            if let context = contextIDs[own.map(\.name)] { xml += " contextRef=\"#\(context)\"" }
            if let brush = brushIDs[InkMLBrush(stroke)] { xml += " brushRef=\"#\(XMLEscaping.attribute(brush))\"" }
            if let start = stroke.startTime {
                _ = try Self.number(start, stroke: s, point: 0)
                xml += " timeOffset=\"\(DecimalText.milliseconds(start))\""
            }
            xml += ">"
            for (p, point) in stroke.points.enumerated() {
                if p > 0 { xml += ", " }
                let location = try Self.number(point.x, stroke: s, point: p) + " " + Self.number(point.y, stroke: s, point: p)
                // The reader refuses coordinates past ±1e15 points: never write a file it cannot read.
                guard point.hasSupportedLocation else { throw InkValidationError.coordinateOutOfRange(stroke: s, point: p) }
                xml += location
                for channel in own {
                    xml += " " + (try Self.number(point[keyPath: channel.field] ?? .nan, stroke: s, point: p))
                }
            }
            xml += "</trace>\n"
        }
        for (g, group) in groups.enumerated() {
            xml += "  <traceGroup" + (ids.groups[g].map { " xml:id=\"\(XMLEscaping.attribute($0))\"" } ?? "") + ">\n"
            if let label = group.label { xml += "    <annotation type=\"truth\">\(XMLEscaping.text(label))</annotation>\n" }
            for index in group.strokeIndices {
                guard ids.traces.indices.contains(index) else {
                    throw InkFormatError(record: g, reason: .unexpected(expected: "a stroke index below \(strokes.count)", found: "\(index)"))
                }
                xml += "    <traceView traceDataRef=\"#\(XMLEscaping.attribute(ids.traces[index]))\"/>\n"
            }
            xml += "  </traceGroup>\n"
        }
        xml += "</ink>\n"
        return Data(xml.utf8)
    }

    /// Writes `inkMLData()` to `url` atomically (a temporary file in the same folder, then a rename).
    /// - Throws: what `inkMLData()` throws; `InkFormatError` (`.unwritable`) when the file cannot be written.
    public func writeInkML(to url: URL) throws {
        try AtomicFile.write(to: url) { try inkMLData() }
    }

    /// A `<traceFormat>` of X and Y in `coordinateUnits` (`nil`: no `units`) and `channels` (decimal, in the model's
    /// units, with the `min` and `max` of `ranges`), each line after `indent`.
    private static func traceFormatElement(
        _ channels: [(name: String, units: String?, field: WritableKeyPath<InkPoint, Double?>)], coordinateUnits: (x: String?, y: String?),
        ranges: [String: (min: String?, max: String?)], indent: String
    ) -> String {
        var xml = "\(indent)<traceFormat>\n"
        for (name, units) in [("X", coordinateUnits.x), ("Y", coordinateUnits.y)] {
            let units = units.map { " units=\"\(XMLEscaping.attribute($0))\"" } ?? ""
            xml += "\(indent)  <channel name=\"\(name)\" type=\"decimal\"\(units)/>\n"
        }
        for channel in channels {
            let units = channel.units.map { " units=\"\($0)\"" } ?? ""
            let range = ranges[channel.name]
            let bounds = (range?.min.map { " min=\"\($0)\"" } ?? "") + (range?.max.map { " max=\"\($0)\"" } ?? "")
            xml += "\(indent)  <channel name=\"\(channel.name)\" type=\"decimal\"\(units)\(bounds)/>\n"
        }
        return xml + "\(indent)</traceFormat>\n"
    }

    /// One brush per distinct style the strokes have, in order of first use, with an id nothing
    /// else has (`brush0`, `brush1`, …).
    private static func distinctBrushes(_ strokes: [InkStroke], ids: inout InkMLIDs) -> [(brush: InkMLBrush, id: String)] {
        var seen = Set<InkMLBrush>()
        var brushes: [(brush: InkMLBrush, id: String)] = []
        for stroke in strokes {
            let brush = InkMLBrush(stroke)
            guard !brush.isEmpty, seen.insert(brush).inserted else { continue }
            brushes.append((brush, ids.make("brush\(brushes.count)")))
        }
        return brushes
    }

    private static func number(_ value: Double, stroke: Int, point: Int) throws -> String {
        guard value.isFinite else { throw InkValidationError.nonFiniteValue(stroke: stroke, point: point) }
        return DecimalText.shortest(value)
    }
}
