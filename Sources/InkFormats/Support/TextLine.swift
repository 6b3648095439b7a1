import Foundation

/// One line of an ASCII/UTF-8 file as a byte range, with its 1-based number.
///
/// Line-oriented formats (UNIPEN, ndjson) are scanned on bytes rather than `String`s: the full
/// UNIPEN subset is ~50 MB, and byte scanning keeps even debug builds fast.
struct TextLine {
    let bytes: ArraySlice<UInt8>
    let number: Int

    /// The lines of `bytes`, split at `\n` (a trailing `\r` is dropped). O(n).
    static func lines(of bytes: [UInt8]) -> [TextLine] {
        var lines: [TextLine] = []
        lines.reserveCapacity(bytes.count / 8)
        var start = 0
        var number = 1
        bytes.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i] == UInt8(ascii: "\n") {
                var end = i
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                lines.append(TextLine(bytes: bytes[start..<end], number: number))
                start = i + 1
                number += 1
            }
        }
        if start < bytes.count { lines.append(TextLine(bytes: bytes[start...], number: number)) }
        return lines
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The whitespace-separated fields of the line.
    var fields: [ArraySlice<UInt8>] {
        bytes.split(whereSeparator: TextLine.isSpace)
    }

    /// True when the line holds only spaces and tabs.
    var isBlank: Bool { bytes.allSatisfy(TextLine.isSpace) }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == 0x0B || byte == 0x0C
    }
}

extension ArraySlice where Element == UInt8 {
    /// The field as a finite `Double`, or `nil`. Plain decimals (`-12`, `3.25`) are parsed
    /// directly; anything else (exponents) goes through `Double(String)`.
    var finiteDouble: Double? {
        var i = startIndex
        guard i < endIndex else { return nil }
        var negative = false
        if self[i] == UInt8(ascii: "-") || self[i] == UInt8(ascii: "+") {
            negative = self[i] == UInt8(ascii: "-")
            i += 1
        }
        var value = 0.0
        var digits = 0
        while i < endIndex, self[i] >= 48, self[i] <= 57 {
            value = value * 10 + Double(self[i] - 48)
            digits += 1
            i += 1
        }
        if i < endIndex, self[i] == UInt8(ascii: ".") {
            i += 1
            var scale = 1.0
            var fraction = 0.0
            while i < endIndex, self[i] >= 48, self[i] <= 57, digits < 15 {
                fraction = fraction * 10 + Double(self[i] - 48)
                scale *= 10
                digits += 1
                i += 1
            }
            value += fraction / scale
        }
        if i == endIndex, digits > 0, digits < 16 { return negative ? -value : value }
        // Long mantissas, exponents and odd spellings: exact but slower.
        guard let parsed = Double(String(decoding: self, as: UTF8.self)), parsed.isFinite else { return nil }
        return parsed
    }

    var text: String { String(decoding: self, as: UTF8.self) }
}
