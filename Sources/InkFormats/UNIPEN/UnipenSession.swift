import InkCore

/// The state of reading one UNIPEN data file and everything it includes (a class: it is
/// updated once per point line, and a struct would be copied on each call in debug builds).
final class UnipenSession {
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
    /// Whether `.INCLUDE`s are looked up on disk (false for in-memory text).
    let resolvesIncludes: Bool
    /// `.INCLUDE`s read so far for this data file, nested ones included.
    var includeCount = 0
    /// The first `.INCLUDE` that had no `include/` folder to resolve in: blamed when a segment
    /// then lies out of range.
    var unresolvedInclude: InkFormatError?
    private(set) var components: [UnipenComponent] = []
    private(set) var segments: [Segment] = []
    /// `.SEGMENT`s passed over for want of a quoted label (`noSampleReason` counts them).
    private(set) var unlabelledSegments = 0
    private var current: UnipenComponent?
    private var xIndex = 0, yIndex = 1
    private var tIndex: Int?
    private var pIndex: Int?
    /// `.COORD` columns other than the X, Y, T and P read (`Z`, a second `P`): read past, not
    /// kept, each named (with why, for a repeated name) once a point of a block gives it.
    private var otherChannels: [(column: Int, entry: String)] = []
    private var pointsPerSecond: Double?
    private var yDimension: Double?
    private var writer: String?
    private var pendingGap: Double?
    private var currentGap: Double?
    /// Session time (ms) at the last point of the last non-empty block.
    private var clock: Double?
    private var timeline = 0
    /// Kind and size of the block closed last (empty pen-up blocks included).
    private var previous: (isPenDown: Bool, count: Int)?
    private var lastKeywordWasSegment = false
    /// The line that opened `current`.
    private var currentLine = 0

    init(source: UnipenSource, resolvesIncludes: Bool) {
        self.source = source
        self.resolvesIncludes = resolvesIncludes
        pointsPerSecond = source.defaultPointsPerSecond
        yDimension = source.defaultYDimension
    }

    /// Whether point lines belong to an open `.PEN_DOWN` or `.PEN_UP` block.
    var isBlockOpen: Bool { current != nil }

    /// Opens a block at `.PEN_DOWN` or `.PEN_UP` on `line`, closing the one before.
    func startBlock(isPenDown: Bool, line: Int) {
        finishBlock()
        currentLine = line
        var component = UnipenComponent(isPenDown: isPenDown)
        component.pointsPerSecond = pointsPerSecond
        component.writer = writer
        component.flipHeight = source.isYUp ? yDimension ?? 0 : nil
        if tIndex != nil { component.milliseconds = [] }
        if pIndex != nil { component.pressures = [] }
        current = component
        currentGap = pendingGap
        pendingGap = nil
        lastKeywordWasSegment = false
    }

    /// Whether the data file's last line is a point line with no newline after it (cut off).
    var endsMidLine = false

    /// Closes the block open at the end of the data file; in pendigits, or when the file ends
    /// mid-line (`endsMidLine`), an open pen-down block means the file was cut off inside it, and
    /// its component is marked truncated.
    func finishFile() {
        if source.isPendigits || endsMidLine, current?.isPenDown == true { current?.truncatedFromLine = currentLine }
        finishBlock()
    }

    /// Closes the open block: a pen-down block always becomes a component, a pen-up block only
    /// when it holds points.
    ///
    /// Its `start` is placed on a session timeline: from `T` (one timeline for the whole
    /// session), else after the last non-empty block by a `.DT` gap, or by one sampling interval
    /// when the two blocks are adjacent and of different kinds (continuous recording with pen-up
    /// points, as in `cea`). Otherwise the gap is unknown and the block opens a new timeline.
    func finishBlock() {
        guard var component = current else { return }
        current = nil
        if let ms = component.milliseconds, let first = ms.first {
            component.start = first
            component.timeline = -1
        } else if let clock, let gap = currentGap {
            component.start = clock + gap
            component.timeline = timeline
        } else if let clock, let previous, previous.count > 0, previous.isPenDown != component.isPenDown,
            let pps = component.pointsPerSecond, pps > 0
        {
            component.start = clock + 1000 / pps
            component.timeline = timeline
        } else {
            timeline += 1
            component.start = 0
            component.timeline = timeline
        }
        if component.count > 0 { clock = component.sessionTime(at: component.count - 1) }
        previous = (component.isPenDown, component.count)
        if component.isPenDown || component.count > 0 { components.append(component) }
    }

    /// Parses one point line of the open block: the `.COORD` channels, whitespace-separated.
    /// A line without any field is skipped. A NaN or infinite value (`nan`, `inf`, `1e999`) is
    /// kept as read: the segment holding it is skipped as `nonFiniteValue`, the way a coordinate
    /// beyond ±1e15 points is (`InkDataset`), not the whole file. P may be left out; a P left out
    /// or not finite drops P from the whole component (pen-down block), named.
    /// - Throws: `InkFormatError` (`.invalidNumber` for a field that is no number, `.unexpected`)
    ///   with path and line.
    func addPoint(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line: Int, path: String) throws {
        // P may be missing (the point loses only P, below); the other channels up to X, Y, T may not.
        let needed = max(xIndex, yIndex, tIndex ?? 0) + 1
        let read = max(needed, (pIndex ?? 0) + 1)
        var x = 0.0, y = 0.0, t = 0.0
        var p: Double?
        var found = 0
        var i = range.lowerBound
        while found < read {
            while i < range.upperBound, TextLine.isSpace(buffer[i]) { i += 1 }
            if i == range.upperBound { break }
            var fieldEnd = i
            while fieldEnd < range.upperBound, !TextLine.isSpace(buffer[fieldEnd]) { fieldEnd += 1 }
            guard let value = NumberParser.double(buffer, i..<fieldEnd) else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[i..<fieldEnd]), as: UTF8.self)
                throw InkFormatError(path: path, line: line, reason: .invalidNumber(text))
            }
            if found == xIndex { x = value }
            if found == yIndex { y = value }
            if found == tIndex { t = value }
            if found == pIndex { p = value }
            found += 1
            i = fieldEnd
        }
        if found == 0 { return }
        if !otherChannels.isEmpty { noteOtherChannels(fields: found + Self.fieldCount(buffer, i..<range.upperBound)) }
        guard found >= needed else {
            throw InkFormatError(
                path: path, line: line, reason: .unexpected(expected: "\(needed) numbers (.COORD channels)", found: "\(found)"))
        }
        current?.xs.append(x)
        current?.ys.append(y)
        if tIndex != nil { current?.milliseconds?.append(t) }
        if pIndex != nil, current?.pressures != nil {
            switch p {
            case let p? where p.isFinite: current?.pressures?.append(p)
            case .some: dropPressures(because: "not a number in some points")
            case nil: dropPressures(because: "missing in some points")
            }
        }
    }

    /// The whitespace-separated fields in `range` of `buffer`.
    private static func fieldCount(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0, inField = false
        for i in range {
            let space = TextLine.isSpace(buffer[i])
            if !space, !inField { count += 1 }
            inField = !space
        }
        return count
    }

    /// Names in the open component the other channels a point with `fields` values gave.
    private func noteOtherChannels(fields: Int) {
        for other in otherChannels where other.column < fields && current?.channelsNotKept.contains(other.entry) == false {
            current?.channelsNotKept.append(other.entry)
        }
    }

    /// Drops the open component's P values, one of which cannot be a `force`, naming P and why
    /// in its ``UnipenComponent/channelsNotKept``: its ink is kept.
    private func dropPressures(because reason: String) {
        current?.pressures = nil
        current?.channelsNotKept.append(InkDrawing.channelNotKept("P", because: reason))
    }

    /// Applies a header or segment keyword other than pen moves and includes.
    func apply(keyword: String, fields: [ArraySlice<UInt8>], line: TextLine, path: String) throws {
        var addedSegment = false
        defer { lastKeywordWasSegment = addedSegment }
        switch keyword {
        case ".SEGMENT":
            // Segments without a quoted label (sentence-level ranges) name no sample.
            guard fields.count >= 3, let label = Self.quotedLabel(line.text) else {
                unlabelledSegments += 1
                return
            }
            segments.append(Segment(delineation: fields[2].text, label: label, line: line.number))
            addedSegment = true
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
            pIndex = names.firstIndex(of: "P")
            let read = [x, y, tIndex, pIndex].compactMap(\.self)
            otherChannels = names.indices.filter { !read.contains($0) }.map { c in
                let name = names[c]
                return (c, ["X", "Y", "T", "P"].contains(name) ? InkDrawing.channelNotKept(name, because: "a second \(name) column") : name)
            }
        case ".POINTS_PER_SECOND":
            pointsPerSecond = try Self.number(fields, line: line, path: path)
        case ".Y_DIM":
            yDimension = try Self.number(fields, line: line, path: path)
        case ".DT":
            pendingGap = try Self.number(fields, line: line, path: path)
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

    /// The text between the first and last `"` of a `.SEGMENT` line, with `\"` and `\\`
    /// unescaped. Other escapes stay verbatim: `\@` is UNIPEN's mark for noise and delayed
    /// strokes (a label of its own, distinct from `@`).
    static func quotedLabel(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
            return nil
        }
        var label = ""
        var escaped = false
        for character in line[line.index(after: open)..<close] {
            if escaped {
                if character != "\\" && character != "\"" { label.append("\\") }
                label.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                label.append(character)
            }
        }
        if escaped { label.append("\\") }
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
            // Without a site (a stand-alone file, such as `UnipenWriter`'s) the writer is as written.
            writer = components[firstComponent].writer.map { id in source.site.map { "\($0)/\(id)" } ?? id }
            split = (writer ?? source.site).map { .hashed($0) } ?? .hashed(fileOf: name)
        }
        var drawing = InkDrawing(strokes: strokes, annotations: [LabeledInk.datasetAnnotation: InkFormat.unipen.rawValue])
        drawing.setChannelsNotKept(delineation.runs.flatMap { components[$0.first...$0.last].flatMap(\.channelsNotKept) })
        return LabeledInk(drawing: drawing, label: segment.label, writer: writer, source: name, split: split)
    }
}
