import InkCore

/// Writes one `LabeledNDJSON` line by hand: fixed key order, integers without `.0`, and no
/// Foundation encoder in the loop over points.
enum JSONLineWriter {
    /// - Throws: `InkFormatError.Reason` `.nonFiniteValue` or `.coordinateOutOfRange` (stroke,
    ///   point) for a value the reader would refuse (`unusableValue`), before anything is written.
    static func append(_ sample: LabeledInk, to text: inout String) throws(InkFormatError.Reason) {
        let drawing = sample.drawing
        if let reason = drawing.unusableValue { throw reason }
        text += "{\"id\":"
        appendString(sample.id, to: &text)
        text += ",\"label\":"
        appendString(sample.label, to: &text)
        if let writer = sample.writer {
            text += ",\"writer\":"
            appendString(writer, to: &text)
        }
        text += ",\"split\":\"\(sample.split.rawValue)\",\"strokes\":["
        for (s, stroke) in drawing.strokes.enumerated() {
            if s > 0 { text += "," }
            text += "["
            for (p, point) in stroke.points.enumerated() {
                if p > 0 { text += "," }
                text += "["
                try appendNumber(point.x, to: &text)
                text += ","
                try appendNumber(point.y, to: &text)
                if let t = point.timeOffset {
                    text += ","
                    try appendNumber(t, to: &text)
                }
                text += "]"
            }
            text += "]"
        }
        text += "]"
        if drawing.strokes.contains(where: { $0.startTime != nil }) {
            text += ",\"strokeStartTimes\":["
            for (s, stroke) in drawing.strokes.enumerated() {
                if s > 0 { text += "," }
                if let start = stroke.startTime { try appendNumber(start, to: &text) } else { text += "null" }
            }
            text += "]"
        }
        if !drawing.groups.isEmpty {
            text += ",\"groups\":["
            for (g, group) in drawing.groups.enumerated() {
                if g > 0 { text += "," }
                text += "{\"strokeIndices\":[" + group.strokeIndices.map(String.init).joined(separator: ",") + "]"
                if let label = group.label {
                    text += ",\"label\":"
                    appendString(label, to: &text)
                }
                if let id = group.id {
                    text += ",\"id\":"
                    appendString(id, to: &text)
                }
                text += "}"
            }
            text += "]"
        }
        if !drawing.annotations.isEmpty {
            text += ",\"annotations\":{"
            for (a, key) in drawing.annotations.keys.sorted().enumerated() {
                if a > 0 { text += "," }
                appendString(key, to: &text)
                text += ":"
                appendString(drawing.annotations[key] ?? "", to: &text)
            }
            text += "}"
        }
        text += "}"
    }

    /// Shortest round-trip form; whole numbers below 2^53 without a fraction.
    static func appendNumber(_ value: Double, to text: inout String) throws(InkFormatError.Reason) {
        guard value.isFinite else { throw .invalidNumber("\(value)") }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            text += value == 0 ? "0" : String(Int64(value))
        } else {
            text += "\(value)"
        }
    }

    static func appendString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
