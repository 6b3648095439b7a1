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

    /// Space, tab, carriage return, vertical tab or form feed.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D && byte != 0x0A)
    }
}
