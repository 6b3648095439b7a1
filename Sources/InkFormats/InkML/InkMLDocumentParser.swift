import Foundation
import InkCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds an `InkDrawing` from InkML's SAX events; see `InkDrawing.init(inkML:path:)` for what is read.
///
/// Element names are matched without their prefix (`inkml:trace` is `trace`) and namespaces are not
/// processed: FC flowchart files use an undeclared `inkml:` prefix.
final class InkMLDocumentParser: NSObject, XMLParserDelegate {
    private let path: String?
    private var error: InkFormatError?

    // Trace formats: by `xml:id`, by context id, and the one in force for traces without a contextRef.
    private var formats: [String: InkMLTraceFormat] = [:]
    private var contextFormats: [String: InkMLTraceFormat] = [:]
    private var currentFormat = InkMLTraceFormat.xy
    private var pendingFormat: InkMLTraceFormat?
    private var pendingFormatID: String?
    private var inIntermittentChannels = false
    // The format the open `<inkSource>` declared, where its `channelProperties` apply, and its id.
    private var inkSourceFormat: (format: InkMLTraceFormat, id: String?)?
    // The first trace's coordinate units note (nil: points) and position: every trace must agree.
    private var firstTraceUnits: (note: String?, index: Int)?

    // Brushes: by `xml:id`, by context id, the one in force for traces without a brushRef, and
    // the one being read.
    private var brushes: [String: InkMLBrush] = [:]
    private var contextBrushes: [String: InkMLBrush] = [:]
    private var currentBrush = InkMLBrush()
    private var pendingBrush: (id: String?, brush: InkMLBrush)?

    // Open elements, innermost last, and the open traceGroups.
    private var elements: [String] = []
    private var contexts: [String?] = []
    private var groups: [GroupFrame] = []
    private var skippedDepth = 0  // > 0 inside annotationXML, whose content is not InkML
    private var text = ""
    private var textStart = (line: 0, column: 0)
    private var attributes: [String: String] = [:]

    // Results.
    private var strokes: [InkStroke] = []
    private var strokeIndexByID: [String: Int] = [:]
    private var recordedStarts: [Int: Double] = [:]  // seconds as recorded, for traces without timeOffset
    private var keptGroups: [GroupFrame] = []  // in closing order, inner before outer
    private var groupsByID: [String: GroupFrame] = [:]
    private var annotations: [String: String] = [:]
    private var channelRanges: [String: String] = [:]  // by channel name, the first declaration's
    private var channelsNotKept: [String] = []  // with values in some trace, in first-seen order
    private var sawRoot = false

    /// One `traceGroup` while it is open: its traces in source order, some still to be resolved.
    private struct GroupFrame {
        enum Member { case stroke(Int), reference(String, line: Int, column: Int) }
        var id: String?
        /// The group's `brushRef`, else its context's brush, else its parent's: the brush of
        /// traces that name none.
        var brush: InkMLBrush?
        /// The format of its `contextRef`, else its parent's: the format of traces that name no context.
        var format: InkMLTraceFormat?
        var label: String?
        /// The position in ``groupLabelTypes`` of the annotation `label` came from.
        var labelRank: Int?
        var members: [Member] = []
        var hasChildGroups = false
        /// Whether a trace or `traceView` sits directly in it, not only in a group it holds.
        var hasOwnMembers = false
        /// A leaf, or a group with ink of its own besides its groups': a `StrokeGroup`. A group
        /// holding only groups (CROHME's "Segmentation") is a container, whose ink they all hold.
        var isKept: Bool { !hasChildGroups || hasOwnMembers }
    }

    init(path: String?) {
        self.path = path
    }

    /// - Throws: `InkFormatError` naming the line and column.
    func parse(_ data: Data) throws -> InkDrawing {
        try XMLInputCheck.check(data, path: path)
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.shouldProcessNamespaces = false
        _ = parser.parse()  // FoundationXML may return true after recovering; errors come to the delegate
        if let error { throw error }
        guard sawRoot else {
            throw InkFormatError(path: path, line: 1, column: 1, reason: .unexpected(expected: "an <ink> root element", found: "no element"))
        }
        // Traces an inkrec writer listed as untimed keep no start; the others share one clock.
        for index in InkMLAnnotation.traceIndices(annotations.removeValue(forKey: InkMLAnnotation.unnamedTraces))
        where strokes.indices.contains(index) {
            strokes[index].id = nil
        }
        for index in InkMLAnnotation.traceIndices(annotations.removeValue(forKey: InkMLAnnotation.untimedTraces)) {
            recordedStarts[index] = nil
            if strokes.indices.contains(index) { strokes[index].startTime = nil }
        }
        if !channelRanges.isEmpty, annotations[InkMLAnnotation.channelRanges] == nil {
            annotations[InkMLAnnotation.channelRanges] = channelRanges.values.sorted().joined(separator: " ")
        }
        if let first = recordedStarts.values.min() {
            for (index, start) in recordedStarts { strokes[index].startTime = start - first }
        }
        var drawing = InkDrawing(strokes: strokes, groups: try resolvedGroups(), annotations: annotations)
        drawing.setChannelsNotKept(channelsNotKept)
        return drawing
    }

    // MARK: XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement qualifiedName: String, namespaceURI: String?,
        qualifiedName _: String?, attributes: [String: String]
    ) {
        guard error == nil else { return }  // events can still arrive right after abortParsing()
        let name = Self.localName(qualifiedName)
        defer { elements.append(name) }
        if skippedDepth > 0 || name == "annotationXML" {
            skippedDepth += 1
            return
        }
        if elements.isEmpty {
            sawRoot = true
            guard name == "ink" else {
                return fail(parser, .unexpected(expected: "an <ink> root element", found: "<\(qualifiedName)>"))
            }
        }
        switch name {
        case "traceFormat":
            pendingFormat = InkMLTraceFormat(regular: [])
            pendingFormatID = Self.id(attributes)
        case "intermittentChannels":
            inIntermittentChannels = true
        case "channel":
            guard pendingFormat != nil else { return }
            guard let channelName = attributes["name"] else {
                return fail(parser, .missingAttribute(element: "channel", attribute: "name"))
            }
            let channel = InkMLChannel(name: channelName, units: attributes["units"], type: attributes["type"])
            // Not T: its declared range is on the document's clock, the model's T is per trace.
            if channel.field != nil, channelName != "T", channelRanges[channelName] == nil,
                let range = InkMLAnnotation.channelRange(name: channelName, min: attributes["min"], max: attributes["max"], scale: channel.scale)
            {
                channelRanges[channelName] = range
            }
            if inIntermittentChannels { pendingFormat?.intermittent.append(channel) } else { pendingFormat?.regular.append(channel) }
        case "inkSource":
            inkSourceFormat = nil
        case "channelProperty":
            guard attributes["name"] == "resolution", let channel = attributes["channel"], let value = attributes["value"],
                var source = inkSourceFormat
            else { return }
            source.format.applyResolution(to: channel, value, units: attributes["units"])
            inkSourceFormat = source
            store(source.format, id: source.id)
        case "context":
            contexts.append(Self.id(attributes))
            adoptContext(parser, attributes)
            adoptContextBrush(parser, attributes)
        case "brush":
            do {
                pendingBrush = (Self.id(attributes), try brush(named: attributes["brushRef"]) ?? InkMLBrush())
            } catch {
                return fail(parser, error)
            }
        case "brushProperty":
            guard pendingBrush != nil else { return }
            guard let property = attributes["name"] else { return fail(parser, .missingAttribute(element: "brushProperty", attribute: "name")) }
            guard let value = attributes["value"] else { return fail(parser, .missingAttribute(element: "brushProperty", attribute: "value")) }
            do { try pendingBrush?.brush.set(property, value: value, units: attributes["units"]) } catch { return fail(parser, error) }
        case "traceGroup":
            if !groups.isEmpty { groups[groups.count - 1].hasChildGroups = true }
            let context = attributes["contextRef"].map(Self.dereference)
            var contextFormat: InkMLTraceFormat?
            if let context {
                guard let defined = contextFormats[context] else { return fail(parser, Self.undefinedContext(context)) }
                contextFormat = defined
            }
            do {
                let brush = try brush(named: attributes["brushRef"]) ?? context.flatMap { contextBrushes[$0] } ?? groups.last?.brush
                let format = contextFormat ?? groups.last?.format
                groups.append(GroupFrame(id: Self.id(attributes), brush: brush, format: format))
            } catch {
                return fail(parser, error)
            }
        case "traceView":
            guard !groups.isEmpty, let reference = attributes["traceDataRef"] else { return }
            // A sub-range (W3C InkML 2011, traceView `from`/`to`) would name part of a stroke, which
            // a `StrokeGroup` of whole strokes cannot hold: refused rather than widened unseen.
            if attributes["from"] != nil || attributes["to"] != nil {
                let range = [("from", attributes["from"]), ("to", attributes["to"])].compactMap { name, value in
                    value.map { "\(name)=\"\(InkFormats.excerpt($0))\"" }
                }
                return fail(parser, .unexpected(
                    expected: "a traceView of whole traces (inkrec groups whole strokes; from/to sub-ranges are not read)",
                    found: "traceView \(range.joined(separator: " "))"))
            }
            let member = GroupFrame.Member.reference(Self.dereference(reference), line: parser.lineNumber, column: parser.columnNumber)
            groups[groups.count - 1].members.append(member)
            groups[groups.count - 1].hasOwnMembers = true
        case "trace", "annotation":
            startText(parser, attributes)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if error == nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if error == nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement qualifiedName: String, namespaceURI: String?, qualifiedName _: String?) {
        guard error == nil, let name = elements.popLast() else { return }
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        switch name {
        case "traceFormat": endTraceFormat(parser)
        case "intermittentChannels": inIntermittentChannels = false
        case "context": contexts.removeLast()
        case "inkSource": inkSourceFormat = nil
        case "brush": endBrush()
        case "traceGroup": endTraceGroup()
        case "trace": endTrace(parser)
        case "annotation": endAnnotation()
        default: break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        // libxml2's namespace warnings and errors (99, 100, 200…): namespaces are not processed.
        guard code != 99, code != 100, !(200..<300).contains(code) else { return }
        fail(parser, .malformedXML(InkMLSyntaxMessage.expected(code: code, openElements: elements)))
    }

    // MARK: Elements

    private var inDefinitions: Bool { elements.contains("definitions") }

    private func startText(_ parser: XMLParser, _ attributes: [String: String]) {
        text = ""
        textStart = (parser.lineNumber, parser.columnNumber)
        self.attributes = attributes
    }

    /// A context's format: its `traceFormatRef`, else that of the context its `contextRef` names, else
    /// the format in force (a `<traceFormat>` inside it replaces it later). Every context with an id is
    /// recorded, inside `<definitions>` too; a top-level one makes its format the one in force.
    private func adoptContext(_ parser: XMLParser, _ attributes: [String: String]) {
        var format = currentFormat
        if let reference = attributes["contextRef"].map(Self.dereference) {
            guard let inherited = contextFormats[reference] else {
                return fail(parser, Self.undefinedContext(reference))
            }
            format = inherited
        }
        if let reference = attributes["traceFormatRef"].map(Self.dereference) {
            guard let named = formats[reference] else {
                return fail(parser, .unexpected(expected: "a defined traceFormat", found: "traceFormatRef \"\(reference)\""))
            }
            format = named
        }
        if let context = contexts.last ?? nil { contextFormats[context] = format }
        if !inDefinitions { currentFormat = format }
    }

    /// A context's brush: its `brushRef`, else that of the context its `contextRef` names; a
    /// top-level context with one makes it the brush of the traces after it.
    private func adoptContextBrush(_ parser: XMLParser, _ attributes: [String: String]) {
        let inherited = attributes["contextRef"].map(Self.dereference).flatMap { contextBrushes[$0] }
        let named: InkMLBrush?
        do { named = try brush(named: attributes["brushRef"]) } catch { return fail(parser, error) }
        guard let brush = named ?? inherited else { return }
        setContextBrush(brush)
    }

    /// A brush inside a `<context>` is that context's; at the top level it is also in force.
    private func endBrush() {
        guard let (id, brush) = pendingBrush else { return }
        pendingBrush = nil
        if let id { brushes[id] = brush }
        guard elements.last == "context" else { return }
        setContextBrush(brush)
    }

    /// `brush` becomes the open context's, and at the top level the brush in force.
    private func setContextBrush(_ brush: InkMLBrush) {
        if let context = contexts.last ?? nil { contextBrushes[context] = brush }
        if !inDefinitions { currentBrush = brush }
    }

    /// The brush `reference` (a `brushRef`) names, or `nil` without a reference.
    /// - Throws: `.unexpected` for a brush not defined before.
    private func brush(named reference: String?) throws(InkFormatError.Reason) -> InkMLBrush? {
        guard let reference = reference.map(Self.dereference) else { return nil }
        guard let brush = brushes[reference] else {
            throw .unexpected(expected: "a defined brush", found: "brushRef \"\(reference)\"")
        }
        return brush
    }

    private func endTraceFormat(_ parser: XMLParser) {
        guard let format = pendingFormat else { return }
        pendingFormat = nil
        guard format.all.contains(where: \.isX), format.all.contains(where: \.isY) else {
            return fail(parser, .unexpected(expected: "X and Y channels in <traceFormat>", found: format.all.map(\.name).joined(separator: " ")))
        }
        if elements.last == "inkSource" { inkSourceFormat = (format, pendingFormatID) }
        store(format, id: pendingFormatID)
    }

    /// `format` becomes the format `id` names, the open context's, and at the top level the one in force.
    private func store(_ format: InkMLTraceFormat, id: String?) {
        if let id { formats[id] = format }
        if let context = contexts.last ?? nil { contextFormats[context] = format }
        if !inDefinitions { currentFormat = format }
    }

    private func endTrace(_ parser: XMLParser) {
        var format = groups.last?.format ?? currentFormat
        var contextBrush: InkMLBrush?
        if let reference = attributes["contextRef"].map(Self.dereference) {
            guard let contextFormat = contextFormats[reference] else {
                return fail(parser, Self.undefinedContext(reference), at: textStart)
            }
            format = contextFormat
            contextBrush = contextBrushes[reference]
        }
        let traceBrush: InkMLBrush?
        do { traceBrush = try brush(named: attributes["brushRef"]) } catch { return fail(parser, error, at: textStart) }
        let trace: InkMLTraceDecoder.Trace
        do {
            trace = try InkMLTraceDecoder(format: format).decode(text)
        } catch {
            return fail(parser, .unexpected(expected: error.expected, found: Self.excerpt(text, at: error.offset)), at: position(ofOffset: error.offset))
        }
        for name in trace.channelsNotKept where !channelsNotKept.contains(name) { channelsNotKept.append(name) }
        let id = Self.id(attributes)
        let index = strokes.count
        // One note names the drawing's units: traces in other units would be mixed under it.
        let units = format.coordinateUnitsNote
        if let first = firstTraceUnits, first.note != units {
            return fail(parser, .unexpected(
                expected: "every trace in the coordinate units of trace \(first.index) (\(first.note ?? "points"))",
                found: units ?? "points"), at: textStart)
        }
        if firstTraceUnits == nil { firstTraceUnits = (units, index) }
        if let units, annotations[InkMLAnnotation.coordinateUnits] == nil {
            annotations[InkMLAnnotation.coordinateUnits] = units
        }
        var stroke = InkStroke(points: trace.points, id: id.map(InkMLName.decoded))
        // The trace's own brush, then its context's, its group's, the one in force.
        (traceBrush ?? contextBrush ?? groups.last?.brush ?? currentBrush).apply(to: &stroke)
        if let milliseconds = attributes["timeOffset"] {
            guard let seconds = DecimalText.shifting(milliseconds, by: -3).flatMap(Double.init), seconds.isFinite else {
                return fail(parser, .invalidNumber(milliseconds), at: textStart)
            }
            stroke.startTime = seconds
        } else if let start = trace.recordedStart {
            recordedStarts[index] = start
        }
        strokes.append(stroke)
        if let id { strokeIndexByID[id] = index }
        if !groups.isEmpty {
            groups[groups.count - 1].members.append(.stroke(index))
            groups[groups.count - 1].hasOwnMembers = true
        }
    }

    private func endAnnotation() {
        let value = text  // kept as written, so labels round-trip
        let type = attributes["type"] ?? "annotation"
        let parent = elements.last
        if parent == "ink", annotations[type] == nil {
            annotations[type] = value
        } else if parent == "traceGroup", let rank = Self.groupLabelTypes.firstIndex(of: type),
            groups[groups.count - 1].labelRank.map({ rank < $0 }) ?? true
        {
            groups[groups.count - 1].label = value
            groups[groups.count - 1].labelRank = rank
        }
    }

    /// The annotation types that label a `traceGroup`, first preferred: CROHME and the FC
    /// flowcharts write `truth`; `label` is what MathWriting labels its ink with, read after
    /// `truth` on the ink too. The W3C recommendation leaves `type` free.
    private static let groupLabelTypes = ["truth", "label"]

    private func endTraceGroup() {
        let group = groups.removeLast()
        if group.isKept { keptGroups.append(group) }
        if let id = group.id { groupsByID[id] = group }
        // A parent holds its children's traces too, so a traceView of the parent reaches them.
        if !groups.isEmpty { groups[groups.count - 1].members += group.members }
    }

    // MARK: Resolution

    private func resolvedGroups() throws -> [StrokeGroup] {
        var resolver = ReferenceResolver(path: path, strokeIndexByID: strokeIndexByID, groupsByID: groupsByID, strokeCount: strokes.count)
        return try keptGroups.map { group in
            StrokeGroup(strokeIndices: try resolver.strokeIndices(of: group), label: group.label, id: group.id.map(InkMLName.decoded))
        }
    }

    /// Turns a group's members into stroke indices, following `traceDataRef`s to traces and groups;
    /// a stroke reached twice (a repeated `traceView`, a trace and its group) is listed once.
    ///
    /// Each referenced group is resolved once; a cycle, a chain deeper than `maximumDepth`, or a
    /// group that expands past `maximumExpansion` × the stroke count (references fanning out
    /// level after level) is an error rather than a hang.
    private struct ReferenceResolver {
        let path: String?
        let strokeIndexByID: [String: Int]
        let groupsByID: [String: GroupFrame]
        let strokeCount: Int
        private var resolved: [String: [Int]] = [:]
        private var resolving: [String] = []
        private let maximumDepth = 256
        private let maximumExpansion = 16

        init(path: String?, strokeIndexByID: [String: Int], groupsByID: [String: GroupFrame], strokeCount: Int) {
            self.path = path
            self.strokeIndexByID = strokeIndexByID
            self.groupsByID = groupsByID
            self.strokeCount = strokeCount
        }

        mutating func strokeIndices(of group: GroupFrame) throws -> [Int] {
            var indices: [Int] = []
            for member in group.members {
                switch member {
                case .stroke(let index):
                    indices.append(index)
                case .reference(let id, let line, let column):
                    indices += try strokeIndices(referencedBy: id, line: line, column: column)
                    guard indices.count <= maximumExpansion * max(strokeCount, 1) else {
                        throw InkFormatError(path: path, line: line, column: column, reason: .unexpected(
                            expected: "at most \(maximumExpansion * max(strokeCount, 1)) strokes in a traceGroup",
                            found: "\(indices.count) through \"\(id)\""))
                    }
                }
            }
            var seen = Set<Int>()
            return indices.filter { seen.insert($0).inserted }
        }

        private mutating func strokeIndices(referencedBy id: String, line: Int, column: Int) throws -> [Int] {
            if let index = strokeIndexByID[id] { return [index] }
            if let indices = resolved[id] { return indices }
            func failure(_ expected: String) -> InkFormatError {
                InkFormatError(path: path, line: line, column: column, reason: .unexpected(expected: expected, found: "\"\(id)\""))
            }
            guard let target = groupsByID[id] else { throw failure("a trace or traceGroup id in traceDataRef") }
            guard !resolving.contains(id) else { throw failure("a traceDataRef that does not lead back to its own traceGroup") }
            guard resolving.count < maximumDepth else { throw failure("traceDataRef chains at most \(maximumDepth) deep") }
            resolving.append(id)
            defer { resolving.removeLast() }
            let indices = try strokeIndices(of: target)
            resolved[id] = indices
            return indices
        }
    }

    // MARK: Helpers

    /// A `contextRef` to no context defined before it.
    private static func undefinedContext(_ reference: String) -> InkFormatError.Reason {
        .unexpected(expected: "a defined context", found: "contextRef \"\(reference)\"")
    }

    private func fail(_ parser: XMLParser, _ reason: InkFormatError.Reason, at position: (line: Int, column: Int)? = nil) {
        guard error == nil else { return }
        let position = position ?? (parser.lineNumber, parser.columnNumber)
        error = InkFormatError(path: path, line: position.line, column: position.column, reason: reason)
        parser.abortParsing()
    }

    /// The line and column of a UTF-8 offset into the current element's text (entities count as written once decoded).
    private func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let prefix = text.utf8.prefix(offset)
        let newlines = prefix.lazy.filter { $0 == 0x0A }.count
        guard newlines > 0 else { return (textStart.line, textStart.column + prefix.count) }
        let lastLine = prefix.split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
        return (textStart.line + newlines, lastLine.count + 1)
    }

    private static func excerpt(_ text: String, at offset: Int) -> String {
        let rest = text.utf8.dropFirst(offset).prefix(20)
        return rest.isEmpty ? "the end of the trace" : "\"\(String(decoding: rest, as: UTF8.self))\""
    }

    private static func localName(_ name: String) -> String {
        name.lastIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    private static func id(_ attributes: [String: String]) -> String? {
        attributes["xml:id"] ?? attributes["id"]
    }

    /// `#ctx0` and `ctx0` name the same element.
    private static func dereference(_ reference: String) -> String {
        reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
    }
}
