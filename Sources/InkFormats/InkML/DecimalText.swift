/// Decimal text for the writers: the shortest form of a `Double`, and exact powers-of-ten scaling
/// for InkML's millisecond attributes.
///
/// Multiplying a `Double` by 1000 and dividing again can change its last bit; moving the decimal
/// point in the shortest text that reads back to the value cannot, so seconds written as
/// milliseconds read back to the same `Double`.
enum DecimalText {
    /// The shortest text that reads back to `value`, without `.0` for whole numbers (`"3"`,
    /// `"0.351"`, `"1e-07"`). `value` should be finite; NaN and infinities print as Swift does.
    static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static let maximumExponent = 400

    /// `text` (a decimal, optionally signed, optionally with an exponent of at most
    /// ±`maximumExponent`) times 10^`places`, written without an exponent; `nil` when `text` is not
    /// such a decimal. O(digits + |exponent|).
    static func shifting(_ text: String, by places: Int) -> String? {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // Beyond ±maximumExponent a Double is 0 or infinite anyway; the bound keeps the
            // zero padding small and the decimal-point arithmetic from overflowing.
            guard let value = Int(text[text.index(after: e)...]), value.magnitude <= maximumExponent else { return nil }
            exponent = value
            mantissa = text[..<e]
        }
        let negative = mantissa.first == "-"
        if mantissa.first == "-" || mantissa.first == "+" { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              parts.contains(where: { !$0.isEmpty }) else { return nil }
        let digits = parts.joined()
        let point = parts[0].count + exponent + places
        var integer: String, fraction: String
        if point <= 0 {
            integer = ""
            fraction = String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            integer = digits + String(repeating: "0", count: point - digits.count)
            fraction = ""
        } else {
            integer = String(digits.prefix(point))
            fraction = String(digits.dropFirst(point))
        }
        integer = String(integer.drop { $0 == "0" })
        while fraction.last == "0" { fraction.removeLast() }
        let body = (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
        return negative && body != "0" ? "-" + body : body
    }
}

extension DecimalText {
    /// `seconds` as milliseconds, exactly (the decimal point moved three places in the shortest
    /// text of `seconds`): `0.015` → `"15"`, where `0.015 * 1000` is `15.000000000000002`.
    static func milliseconds(_ seconds: Double) -> String {
        guard let text = shifting(shortest(seconds), by: 3) else {
            preconditionFailure("shortest(_:) writes a plain or exponent decimal for a finite value")
        }
        return text
    }

    /// `seconds` in whole milliseconds when it is within a millionth of one, else
    /// `nil`: a one-clock format's time is a stroke's start plus a point's offset, and that sum
    /// carries binary noise (`0.359 + 0.047` is `0.40599999999999997`) that is no fraction of a
    /// millisecond the ink had.
    static func wholeMilliseconds(_ seconds: Double) -> Double? {
        let ms = seconds * 1000, whole = ms.rounded()
        return abs(ms - whole) <= 1e-6 ? whole : nil
    }
}
