import Foundation
import InkCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the gesture-log XML of the $1, $N and $P recognizers: one `<Gesture>` per file.
///
/// Two layouts are accepted: unistroke (`<Gesture><Point X Y T/>…</Gesture>`, the $1 logs of
/// Wobbrock et al. 2007) and multistroke (`<Gesture><Stroke index><Point …/></Stroke>…`, the MMG
/// set of Anthony & Wobbrock 2012). A UTF-8 byte-order mark is accepted. A gesture mixing the
/// two (a bare `<Point>` beside a `<Stroke>`) is refused: which stroke the bare point belongs to
/// is not said.
///
/// - Label: `Name` before a `~` (MMG, `"D~01"` → `"D"`), else `Name` without its trailing digits
///   ($1, `"arrow01"` → `"arrow"`).
/// - Writer: MMG's `Subject` as given (`"10"`); a $1 subject number as the $1 logs' folders name
///   it (`Subject="10"` → `"s10"`), so a $1 subject and an MMG user of the same number stay two
///   writers when both sets are read together. Split: `DatasetSplit.mmg(user:)` for MMG names,
///   `dollarOne(subject:)` else (`meaning(name:subject:)`).
/// - Time: `T` is milliseconds (a tick count or Unix time). Each point's `timeOffset` is seconds
///   from its stroke's first point; each stroke's `startTime` is seconds from the gesture's first
///   point. Points without `T` have no time. `Pressure` is ignored (always 128 in MMG).
/// - Coordinates: pixels, y down, as recorded.
enum GestureLogReader {
    /// - Throws: `InkFormatError` with line and column for malformed XML or attributes, and for a
    ///   DOCTYPE that declares an entity (never expanded; see `XMLInputCheck`).
    static func read(_ data: Data, path: String) throws -> LabeledInk {
        try XMLInputCheck.check(data, path: path)
        let delegate = GestureLogParser(path: path)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // XML errors outrank attribute errors: a truncated file reports its half-read last start
        // tag to the delegate, and on Linux `parse()` may return true after a syntax error or
        // without flagging the truncation at all.
        let parsed = parser.parse()
        if let error = delegate.syntaxError { throw error }
        guard parsed, delegate.openElements.isEmpty else {
            // 5: libxml2's "premature end of data", for a root left open without an error.
            let code = parser.parserError.map { ($0 as NSError).code } ?? 5
            throw InkFormatError(
                path: path, line: parser.lineNumber, column: parser.columnNumber,
                reason: .malformedXML(InkMLSyntaxMessage.expected(code: code, openElements: delegate.openElements)))
        }
        if let error = delegate.error { throw error }
        guard let name = delegate.name else {
            throw InkFormatError(path: path, reason: .unexpected(expected: "a <Gesture> element", found: "none"))
        }
        let strokes = delegate.strokes.filter { !$0.isEmpty }
        guard !strokes.isEmpty else { throw InkFormatError(path: path, reason: .noInk) }
        let (label, writer, split) = meaning(name: name, subject: delegate.subject)
        return LabeledInk(
            drawing: InkDrawing(strokes: strokes.map { $0.stroke(gestureStart: delegate.firstTime) }),
            label: label, writer: writer, source: path, split: split)
    }

    /// The label, writer and split a gesture `Name` and `Subject` stand for: a name with `~` is
    /// MMG's (label before the `~`, writer the user as given, split by user), else $1's (label
    /// without trailing digits, writer `s` and the subject number in two or more digits as the $1
    /// folders name subjects — so $1 subject 10 and MMG user 10 stay two writers — split by subject
    /// number). Every `Int` keeps all its digits (`"4294967297"` → `s4294967297`, `"-3"` → `s-3`);
    /// a `Subject` that is no `Int` (`"abc"`, beyond ±2⁶³) is the writer as given, in train.
    static func meaning(name: String, subject: String?) -> (label: String, writer: String?, split: DatasetSplit) {
        guard !name.contains("~") else { return (String(name.prefix { $0 != "~" }), subject, .mmg(user: subject ?? "")) }
        let number = subject.flatMap { Int($0) }
        let writer = number.map { "s" + twoDigits($0) } ?? subject
        return (String(name.reversed().drop { $0.isNumber }.reversed()), writer, .dollarOne(subject: number))
    }

    /// The `Subject` that `meaning(name:subject:)` reads back as `writer`: for a $1 name, `s07` is
    /// subject `7`; any other writer is written as it is.
    static func subject(writer: String?, name: String) -> String? {
        guard let writer, !name.contains("~"), writer.first == "s", let number = Int(writer.dropFirst()), number >= 0 else {
            return writer
        }
        return String(number)
    }
}

/// Points of one stroke with their raw millisecond stamps.
private struct RawStroke {
    var locations: [Vector2] = []
    var milliseconds: [Double?] = []

    var isEmpty: Bool { locations.isEmpty }

    func stroke(gestureStart: Double?) -> InkStroke {
        let first = milliseconds.first ?? nil
        var points: [InkPoint] = []
        points.reserveCapacity(locations.count)
        for (location, ms) in zip(locations, milliseconds) {
            let offset = zip(ms, first).map { ($0 - $1) / 1000 }
            points.append(InkPoint(location, timeOffset: offset))
        }
        let start = zip(first, gestureStart).map { ($0 - $1) / 1000 }
        return InkStroke(points: points, startTime: start)
    }
}

private func zip(_ a: Double?, _ b: Double?) -> (Double, Double)? {
    guard let a, let b else { return nil }
    return (a, b)
}

private final class GestureLogParser: NSObject, XMLParserDelegate {
    let path: String
    var name: String?
    var subject: String?
    var strokes: [RawStroke] = []
    var firstTime: Double?
    /// The first content error (attribute, number).
    var error: InkFormatError?
    /// The first XML syntax error, where libxml2 reported it.
    var syntaxError: InkFormatError?
    /// Whether `</Gesture>` was seen.
    var isClosed = false
    /// Whether a `<Stroke>` is open, and whether the gesture has had a `<Stroke>` or a bare `<Point>`.
    private var isInStroke = false
    private var hasStrokes = false, hasBarePoints = false

    /// `["Gesture"]` while the root element is open, else empty.
    var openElements: [String] { name != nil && !isClosed ? ["Gesture"] : [] }

    init(path: String) { self.path = path }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        switch element {
        case "Gesture":
            guard name == nil else {
                return fail(parser, .unexpected(expected: "one <Gesture> per file", found: "a second <Gesture>"))
            }
            guard let value = attributes["Name"] else {
                return fail(parser, .missingAttribute(element: element, attribute: "Name"))
            }
            name = value
            subject = attributes["Subject"]
        case "Stroke":
            guard !hasBarePoints else { return fail(parser, Self.mixedLayouts(found: "a <Stroke> after a bare <Point>")) }
            strokes.append(RawStroke())
            isInStroke = true
            hasStrokes = true
        case "Point":
            if !isInStroke {
                guard !hasStrokes else { return fail(parser, Self.mixedLayouts(found: "a bare <Point> after a <Stroke>")) }
                hasBarePoints = true
            }
            guard let xText = attributes["X"], let yText = attributes["Y"] else {
                return fail(parser, .missingAttribute(element: element, attribute: attributes["X"] == nil ? "X" : "Y"))
            }
            guard let x = NumberParser.finiteDouble(xText) else { return fail(parser, .invalidNumber(xText)) }
            guard let y = NumberParser.finiteDouble(yText) else { return fail(parser, .invalidNumber(yText)) }
            var ms: Double?
            if let tText = attributes["T"] {
                guard let t = NumberParser.finiteDouble(tText) else { return fail(parser, .invalidNumber(tText)) }
                ms = t
                if firstTime == nil { firstTime = t }
            }
            if strokes.isEmpty { strokes.append(RawStroke()) }
            strokes[strokes.count - 1].locations.append(Vector2(x, y))
            strokes[strokes.count - 1].milliseconds.append(ms)
        default:
            break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if element == "Gesture" { isClosed = true }
        if element == "Stroke" { isInStroke = false }
    }

    /// A gesture with both layouts: its bare points would join whichever stroke came last.
    private static func mixedLayouts(found: String) -> InkFormatError.Reason {
        .unexpected(expected: "<Point>s all inside <Stroke>s (multistroke) or none (unistroke)", found: found)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard syntaxError == nil else { return }
        let message = InkMLSyntaxMessage.expected(code: (parseError as NSError).code, openElements: openElements)
        syntaxError = InkFormatError(
            path: path, line: parser.lineNumber, column: parser.columnNumber, reason: .malformedXML(message))
    }

    /// Keeps the first content error; parsing goes on so that an XML error later wins.
    private func fail(_ parser: XMLParser, _ reason: InkFormatError.Reason) {
        error = InkFormatError(path: path, line: parser.lineNumber, column: parser.columnNumber, reason: reason)
    }
}
