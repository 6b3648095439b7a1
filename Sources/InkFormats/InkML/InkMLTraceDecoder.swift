import InkCore

/// Decodes the text of one InkML `<trace>` into points (W3C InkML 2011, §3.2.1).
///
/// Points are separated by `,`; a point's values follow the trace format's channel order and are
/// separated by white space, or abut where a sign or prefix starts the next one (`3-5+7`). A value
/// may be prefixed with `!` (explicit), `'` (first difference: added to the previous point's value)
/// or `"` (second difference: added to the previous point's value plus its last change); a prefix
/// holds for later values of the same channel until another prefix. Values are decimals with an
/// optional exponent, `#`-hex integers, `T`/`F` (1/0), `?` (unknown: the field stays `nil`) or `*`
/// (the previous point's value). Time (`T`) becomes seconds from the trace's first timed point.
struct InkMLTraceDecoder {
    /// Where and why a trace's text cannot be read; `offset` counts UTF-8 bytes into the text.
    struct Issue: Error {
        var offset: Int
        var expected: String
    }

    private enum Order { case explicit, first, second }

    /// A decoded trace: its points, the time of its first timed point in seconds as recorded
    /// (before rebasing), which orders the trace among the others, and the channels with a
    /// value in some point that no `InkPoint` field keeps, in declared order.
    struct Trace {
        var points: [InkPoint]
        var recordedStart: Double?
        var channelsNotKept: [String] = []
    }

    let format: InkMLTraceFormat

    /// The points of `text`. O(n) in the text length.
    /// - Throws: `Issue` at the first value that does not fit the grammar or the format.
    func decode(_ text: String) throws(Issue) -> Trace {
        let bytes = Array(text.utf8)
        let values = try bytes.withUnsafeBufferPointer { buffer throws(Issue) in
            try rawValues(buffer, count: buffer.count)
        }
        return try points(from: values)
    }

    /// Every point's raw values in declared channel order, point after point (`channels.count` per
    /// point; `nil` for `?` or an omitted trailing channel).
    private func rawValues(_ text: UnsafeBufferPointer<UInt8>, count: Int) throws(Issue) -> [Double?] {
        let channels = format.all
        var orders = [Order](repeating: .explicit, count: channels.count)
        var rows = RawRows(width: channels.count)
        var rowStart = 0  // index in rows.values of the point being read
        var afterComma = false
        var i = 0

        func finishRow(at offset: Int) throws(Issue) {
            let found = rows.values.count - rowStart
            guard found >= format.minimumValueCount else {
                throw Issue(offset: offset, expected: "\(format.minimumValueCount) values in point \(rowStart / channels.count) (found \(found))")
            }
            for _ in found..<channels.count { rows.values.append(nil) }
            rowStart = rows.values.count
        }

        while true {
            while i < count, Self.isSpace(text[i]) { i += 1 }
            guard i < count else { break }
            if text[i] == UInt8(ascii: ",") {
                try finishRow(at: i)
                afterComma = true
                i += 1
                continue
            }
            afterComma = false
            let channel = rows.values.count - rowStart
            guard channel < channels.count else {
                throw Issue(offset: i, expected: "',' after \(channels.count) values in point \(rowStart / channels.count)")
            }
            switch text[i] {
            case UInt8(ascii: "!"): orders[channel] = .explicit; i += 1
            case UInt8(ascii: "'"): orders[channel] = .first; i += 1
            case UInt8(ascii: "\""): orders[channel] = .second; i += 1
            default: break
            }
            while i < count, Self.isSpace(text[i]) { i += 1 }
            let start = i
            let literal = try Self.value(text, count: count, at: &i, point: rowStart / channels.count)
            let value = try resolve(literal, order: orders[channel], channel: channel, rows: rows, offset: start)
            rows.values.append(value)
        }
        if rows.values.count > rowStart || afterComma { try finishRow(at: count) }
        return rows.values
    }

    /// Points' raw values stored flat, `width` per point.
    private struct RawRows {
        let width: Int
        var values: [Double?] = []
        /// Points complete so far (a point being read has fewer than `width` values).
        var count: Int { values.count / width }
        subscript(row: Int, channel: Int) -> Double? { values[row * width + channel] }
    }

    private enum Literal { case number(Double), unknown, repeatPrevious }

    /// Applies the difference order to a literal, given the points read so far.
    private func resolve(_ literal: Literal, order: Order, channel: Int, rows: RawRows, offset: Int) throws(Issue) -> Double? {
        let previous = rows.count > 0 ? rows[rows.count - 1, channel] : nil
        switch literal {
        case .unknown:
            return nil
        case .repeatPrevious:
            guard let previous else { throw Issue(offset: offset, expected: "a previous value for '*'") }
            return previous
        case .number(let v):
            switch order {
            case .explicit:
                return v
            case .first:
                guard let previous else { throw Issue(offset: offset, expected: "a previous point for a first difference (')") }
                return previous + v
            case .second:
                guard rows.count >= 2, let previous, let before = rows[rows.count - 2, channel] else {
                    throw Issue(offset: offset, expected: "two previous points for a second difference (\")")
                }
                return previous + (previous - before) + v
            }
        }
    }

    /// Maps raw rows onto `InkPoint`s, converting units, rebasing time on the first timed point
    /// and turning tilts into azimuth and altitude (``InkMLTilt``).
    private func points(from values: [Double?]) throws(Issue) -> Trace {
        let channels = format.all
        let rows = RawRows(width: channels.count, values: values)
        guard let xIndex = channels.firstIndex(where: \.isX), let yIndex = channels.firstIndex(where: \.isY) else {
            throw Issue(offset: 0, expected: "X and Y channels in the trace format")
        }
        let timeIndex = channels.firstIndex { $0.name == "T" }
        let timeBase = timeIndex.flatMap { t in (0..<rows.count).lazy.compactMap { rows[$0, t] }.first }
        // An altitude outside 0…90° is dropped for the whole trace, named (break 24: 12.2 rad was kept).
        var fieldProblems: [Int: String] = [:]
        let fields = channels.indices.compactMap { c in
            channels[c].field.map { (column: c, field: $0, scale: channels[c].scale, base: c == timeIndex ? timeBase ?? 0 : 0) }
        }.filter { field in
            guard let problem = Self.penChannelProblem(rows, column: field.column, field: field.field, scale: field.scale) else { return true }
            fieldProblems[field.column] = problem
            return false
        }
        let xScale = channels[xIndex].scale, yScale = channels[yIndex].scale
        // A tilt pair that cannot be mapped in some point is dropped for the whole trace, named.
        var tilt = format.tiltColumns
        let tiltProblem = tilt.flatMap { Self.tiltProblem(rows, x: $0.x, y: $0.y, channels: channels) }
        if tiltProblem != nil { tilt = nil }
        var points: [InkPoint] = []
        points.reserveCapacity(rows.count)
        for n in 0..<rows.count {
            guard let x = rows[n, xIndex], let y = rows[n, yIndex] else {
                throw Issue(offset: 0, expected: "known X and Y in point \(n) (found '?')")
            }
            var point = InkPoint(x: x * xScale, y: y * yScale)
            for field in fields {
                guard let raw = rows[n, field.column] else { continue }
                let value = (raw - field.base) * field.scale
                // An azimuth is an angle: 400° is 40°, as PencilKit's 0…2π holds it.
                point[keyPath: field.field] = field.field == \.azimuth ? Self.turned(value) : value
            }
            if let tilt, let x = rows[n, tilt.x], let y = rows[n, tilt.y],
                let angles = InkMLTilt.orientation(x: x * channels[tilt.x].scale, y: y * channels[tilt.y].scale)
            {
                if tilt.azimuth { point.azimuth = angles.azimuth }
                if tilt.altitude { point.altitude = angles.altitude }
            }
            points.append(point)
        }
        let kept = Set([xIndex, yIndex] + fields.map(\.column) + (tilt.map { [$0.x, $0.y] } ?? []))
        let notKept = channels.indices.filter { c in !kept.contains(c) && (0..<rows.count).contains { rows[$0, c] != nil } }
        let recordedStart = timeIndex.flatMap { t in timeBase.map { $0 * channels[t].scale } }
        // Why a dropped tilt pair went follows the later of the two: "OTx, OTy (beyond ±90° …)".
        let reasonColumn = tiltProblem == nil ? nil : format.tiltColumns.map { max($0.x, $0.y) }
        let names = notKept.map { c in
            if let problem = fieldProblems[c] { return InkDrawing.channelNotKept(channels[c].name, because: problem) }
            return c == reasonColumn ? InkDrawing.channelNotKept(channels[c].name, because: tiltProblem ?? "") : channels[c].name
        }
        return Trace(points: points, recordedStart: recordedStart, channelsNotKept: names)
    }

    /// Why the channel in `column` cannot be kept for this trace: an altitude outside 0…π/2 once
    /// scaled; `nil` when it can. (Values left out on some points, `?` or intermittent channels,
    /// are kept where given, as InkML allows.)
    private static func penChannelProblem(
        _ rows: RawRows, column: Int, field: WritableKeyPath<InkPoint, Double?>, scale: Double
    ) -> String? {
        guard field == \.altitude else { return nil }
        guard let n = (0..<rows.count).first(where: { rows[$0, column].map { !(0...Double.pi / 2).contains($0 * scale) } ?? false })
        else { return nil }
        return "altitude outside 0…90° in point \(n): \(rows[n, column]!)"
    }

    /// `angle` (radians) turned into 0..<2π; a non-finite angle stays as it is.
    private static func turned(_ angle: Double) -> Double {
        let turned = angle.truncatingRemainder(dividingBy: 2 * .pi)
        return turned < 0 ? turned + 2 * .pi : turned
    }

    /// Why the tilts in columns `x` and `y` cannot become azimuth and altitude in some row: one
    /// given without the other, or a tilt beyond ±90° (±π/2 rad) once scaled; `nil` when all can.
    private static func tiltProblem(_ rows: RawRows, x: Int, y: Int, channels: [InkMLChannel]) -> String? {
        for n in 0..<rows.count {
            switch (rows[n, x], rows[n, y]) {
            case (nil, nil): continue
            case (let tx?, let ty?):
                if InkMLTilt.orientation(x: tx * channels[x].scale, y: ty * channels[y].scale) == nil {
                    return "beyond ±90° in point \(n): \(tx), \(ty)"
                }
            default: return "one of the pair missing in point \(n)"
            }
        }
        return nil
    }

    // MARK: Lexing

    private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Reads one value starting at `i` and moves `i` past it.
    private static func value(_ text: UnsafeBufferPointer<UInt8>, count: Int, at i: inout Int, point: Int) throws(Issue) -> Literal {
        guard i < count else { throw Issue(offset: i, expected: valueExpected(point)) }
        switch text[i] {
        case UInt8(ascii: "T"): i += 1; return .number(1)
        case UInt8(ascii: "F"): i += 1; return .number(0)
        case UInt8(ascii: "?"): i += 1; return .unknown
        case UInt8(ascii: "*"): i += 1; return .repeatPrevious
        default: break
        }
        let start = i
        var sign = 1.0
        if text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") {
            if text[i] == UInt8(ascii: "-") { sign = -1 }
            i += 1
            while i < count, isSpace(text[i]) { i += 1 }
        }
        if i < count, text[i] == UInt8(ascii: "#") {
            return .number(sign * (try hex(text, count: count, at: &i, point: point)))
        }
        let numberStart = i
        var digits = 0
        while i < count, isDigit(text[i]) { i += 1; digits += 1 }
        if i < count, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < count, isDigit(text[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { throw Issue(offset: start, expected: valueExpected(point)) }
        if i + 1 < count, text[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if text[j] == UInt8(ascii: "-") || text[j] == UInt8(ascii: "+") { j += 1 }
            if j < count, isDigit(text[j]) {
                while j < count, isDigit(text[j]) { j += 1 }
                i = j
            }
        }
        // Correctly rounded, so values written by inkMLData() read back to the same Double.
        guard let magnitude = NumberParser.finiteDouble(text, numberStart..<i) else {
            throw Issue(offset: start, expected: "a finite number in point \(point)")
        }
        return .number(sign * magnitude)
    }

    /// Built only when a value is wrong: interpolating it for every value showed in profiles.
    private static func valueExpected(_ point: Int) -> String { "a number, T, F, ? or * in point \(point)" }

    private static func hex(_ text: UnsafeBufferPointer<UInt8>, count: Int, at i: inout Int, point: Int) throws(Issue) -> Double {
        let start = i
        i += 1
        var value = 0.0
        while i < count, let digit = hexDigit(text[i]) {
            value = value * 16 + Double(digit)
            i += 1
        }
        guard i > start + 1 else { throw Issue(offset: start, expected: valueExpected(point)) }
        return value
    }

    private static func hexDigit(_ c: UInt8) -> Int? {
        switch c {
        case 0x30...0x39: return Int(c - 0x30)
        case 0x41...0x46: return Int(c - 0x41 + 10)
        case 0x61...0x66: return Int(c - 0x61 + 10)
        default: return nil
        }
    }
}
