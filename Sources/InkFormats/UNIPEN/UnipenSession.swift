import InkCore

/// The state of reading one UNIPEN data file and everything it includes.
struct UnipenSession {
    /// A labelled `.SEGMENT`, resolved after the whole file is read (pendigits puts segments
    /// before their components).
    struct Segment {
        var delineation: String
        var label: String
        var line: Int
        /// The writer number of a pendigits `.COMMENT label writer index` that follows it.
        var commentWriter: Int?
    }

    var source: UnipenSource
    private(set) var components: [UnipenComponent] = []
    private(set) var segments: [Segment] = []
    private var current: UnipenComponent?
    private var xIndex = 0, yIndex = 1
    private var tIndex: Int?
    private var pointsPerSecond: Double?
    private var yDimension: Double?
    private var writer: String?
    private var pendingGap: Double?
    private var lastKeywordWasSegment = false

    init(source: UnipenSource) {
        self.source = source
        pointsPerSecond = source.defaultPointsPerSecond
        yDimension = source.defaultYDimension
    }

    var isPenDown: Bool { current != nil }

    mutating func startComponent() {
        finishComponent()
        var component = UnipenComponent()
        component.pointsPerSecond = pointsPerSecond
        component.gapBefore = pendingGap
        component.writer = writer
        component.flipHeight = source.isYUp ? yDimension ?? 0 : nil
        if tIndex != nil { component.milliseconds = [] }
        pendingGap = nil
        current = component
        lastKeywordWasSegment = false
    }

    mutating func finishComponent() {
        if let current { components.append(current) }
        current = nil
    }

    /// Parses one point line of the open component: the `.COORD` channels, whitespace-separated.
    /// - Throws: `InkFormatError` (`.invalidNumber`, `.unexpected`) with path and line.
    mutating func addPoint(_ line: TextLine, path: String) throws {
        let needed = max(xIndex, yIndex, tIndex ?? 0) + 1
        var values: [Double] = []
        values.reserveCapacity(needed)
        for field in line.fields.prefix(needed) {
            guard let value = field.finiteDouble else {
                throw InkFormatError(path: path, line: line.number, reason: .invalidNumber(field.text))
            }
            values.append(value)
        }
        guard values.count == needed else {
            throw InkFormatError(
                path: path, line: line.number,
                reason: .unexpected(expected: "\(needed) numbers (.COORD channels)", found: "\(values.count)"))
        }
        current?.xs.append(values[xIndex])
        current?.ys.append(values[yIndex])
        if let tIndex { current?.milliseconds?.append(values[tIndex]) }
    }

    /// Applies a header or segment keyword other than pen moves and includes.
    mutating func apply(keyword: String, fields: [ArraySlice<UInt8>], line: TextLine, path: String) throws {
        let isSegment = keyword == ".SEGMENT"
        defer { lastKeywordWasSegment = isSegment }
        switch keyword {
        case ".SEGMENT":
            guard fields.count >= 3, let label = Self.quotedLabel(line.text) else { return }
            segments.append(Segment(delineation: fields[2].text, label: label, line: line.number))
        case ".COMMENT" where lastKeywordWasSegment && source.isPendigits:
            guard fields.count >= 3, let number = Int(fields[2].text) else { return }
            segments[segments.count - 1].commentWriter = number
        case ".COORD":
            let names = fields.dropFirst().map { $0.text.uppercased() }
            guard let x = names.firstIndex(of: "X"), let y = names.firstIndex(of: "Y") else {
                throw InkFormatError(
                    path: path, line: line.number,
                    reason: .unexpected(expected: ".COORD with X and Y", found: names.joined(separator: " ")))
            }
            xIndex = x
            yIndex = y
            tIndex = names.firstIndex(of: "T")
        case ".POINTS_PER_SECOND":
            pointsPerSecond = try Self.number(fields, line: line, path: path)
        case ".Y_DIM":
            yDimension = try Self.number(fields, line: line, path: path)
        case ".DT":
            pendingGap = try Self.number(fields, line: line, path: path) / 1000
        case ".WRITER_ID":
            writer = fields.count > 1 ? fields.dropFirst().map(\.text).joined(separator: " ") : nil
        default:
            break
        }
    }

    private static func number(_ fields: [ArraySlice<UInt8>], line: TextLine, path: String) throws -> Double {
        guard fields.count > 1 else {
            throw InkFormatError(path: path, line: line.number, reason: .unexpected(expected: "a number", found: "nothing"))
        }
        guard let value = fields[1].finiteDouble else {
            throw InkFormatError(path: path, line: line.number, reason: .invalidNumber(fields[1].text))
        }
        return value
    }

    /// The text between the first and last `"` of a `.SEGMENT` line, with `\"` and `\\` unescaped.
    static func quotedLabel(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
            return nil
        }
        var label = ""
        var escaped = false
        for character in line[line.index(after: open)..<close] {
            if escaped || character != "\\" {
                label.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return label
    }

    /// The sample a segment labels.
    func sample(_ segment: Segment, source name: String) throws(InkFormatError.Reason) -> LabeledInk {
        guard let delineation = UnipenDelineation(segment.delineation) else {
            throw .unexpected(expected: "a delineation like 3, 1-2 or 12:0-12:42", found: segment.delineation)
        }
        let strokes = try delineation.strokes(of: components)
        guard strokes.contains(where: { !$0.isEmpty }) else { throw .noInk }
        let firstComponent = delineation.runs[0].first
        let writer: String?
        let split: DatasetSplit
        if source.isPendigits {
            writer = segment.commentWriter.map { "\(source.fileExtension)-\($0)" }
            split = .pendigits(writerNumber: segment.commentWriter, isTestFile: source.fileExtension == "tes")
        } else {
            writer = components[firstComponent].writer.map { "\(source.site ?? "?")/\($0)" }
            split = .hashed(writer ?? source.site ?? name)
        }
        return LabeledInk(
            drawing: InkDrawing(strokes: strokes), label: segment.label, writer: writer, source: name, split: split)
    }
}
