/// Parses decimal numbers straight from bytes, without making a `String` per field.
enum NumberParser {
    /// The field `range` of `buffer` as a finite `Double`, or `nil`; see `double(_:_:)`.
    static func finiteDouble(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        double(buffer, range).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `text` as a finite decimal `Double`, or `nil`; see `double(_:_:)`.
    static func finiteDouble(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { finiteDouble($0, 0..<$0.count) }
    }

    /// The field `range` of `buffer` as a `Double`, NaN and infinity included (`nan`, `inf`,
    /// `1e999`), or `nil` when it is no number. Plain decimals (`-12`, `3.25`) with up to 15
    /// digits are parsed here; anything else (exponents, long mantissas) goes through
    /// `Double(String)`, so results are always correctly rounded. Hexadecimal (`0x10`,
    /// `0x1p3`), which `Double(String)` reads and no ink format writes, is no number (trial 17:
    /// gesture XML and UNIPEN read "0x10" as 16).
    static func double(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var i = range.lowerBound
        let end = range.upperBound
        guard i < end else { return nil }
        let negative = buffer[i] == 0x2D  // "-"
        if negative || buffer[i] == 0x2B { i += 1 }  // "+"
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while i < end {
            let byte = buffer[i]
            if byte >= 48, byte <= 57 {
                // Past 15 digits the text goes to `Double(String)`; stop before Int64 overflows.
                if digits < 16 { mantissa = mantissa * 10 + Int64(byte - 48) }
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == 0x2E, !seenPoint {  // "."
                seenPoint = true
            } else {
                break
            }
            i += 1
        }
        if i == end, digits > 0, digits <= 15 {
            // Both the mantissa (< 10^15) and the power of ten are exact doubles, so one
            // division rounds correctly.
            var scale = 1.0
            for _ in 0..<fractionDigits { scale *= 10 }
            let value = Double(mantissa) / scale
            return negative ? -value : value
        }
        let field = UnsafeBufferPointer(rebasing: buffer[range])
        guard !field.contains(where: { $0 == 0x78 || $0 == 0x58 }) else { return nil }  // "x", "X"
        return Double(String(decoding: field, as: UTF8.self))
    }
}

extension ArraySlice where Element == UInt8 {
    /// The field as a finite `Double`, or `nil`; see `NumberParser.finiteDouble`.
    var finiteDouble: Double? {
        withUnsafeBufferPointer { NumberParser.finiteDouble($0, 0..<$0.count) }
    }

    var text: String { String(decoding: self, as: UTF8.self) }
}
