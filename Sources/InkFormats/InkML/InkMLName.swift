/// Ids as InkML writes them: `xml:id` must be an NCName (Namespaces in XML 1.0, 3rd ed. 2009:
/// an XML 1.0 5th-ed. `Name` without `:`), which `"1"` or `"a b"` is not.
///
/// The escaping is that of SQL/XML (ISO/IEC 9075-14:2003) and .NET `XmlConvert.EncodeLocalName`:
/// a character an NCName cannot hold where it stands becomes `_xHHHH_` (its Unicode scalar value
/// in four upper-case hex digits, eight above U+FFFF), and an `_` followed by `x` becomes
/// `_x005F_`, so `decoded(encoded(id)) == id` for every string. An NCName without `_x` is left
/// as it is (`a`, `n0`, `stroke-12`); `"1"` becomes `_x0031_`, `"a b"` `a_x0020_b`.
enum InkMLName {
    /// `id` as an NCName; the empty string stays empty (no NCName is empty).
    static func encoded(_ id: String) -> String {
        let scalars = Array(id.unicodeScalars)
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            let escapesUnderscore = scalar == "_" && i + 1 < scalars.count && scalars[i + 1] == "x"
            if !escapesUnderscore, i == 0 ? isStart(scalar) : isName(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                out += "_x" + String(repeating: "0", count: (digits.count <= 4 ? 4 : 8) - digits.count) + digits + "_"
            }
        }
        return out
    }

    /// `name` with every `_xHHHH_` and `_xHHHHHHHH_` turned back into its character (other text,
    /// an id written by another tool included, is kept as it is). O(n).
    static func decoded(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "_", let (scalar, length) = escape(in: scalars, at: i) {
                out.append(scalar)
                i += length
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// The character `_xHHHH_` or `_xHHHHHHHH_` at `start` stands for, and the escape's length.
    private static func escape(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        guard start + 1 < scalars.count, scalars[start + 1] == "x" else { return nil }
        for digits in [4, 8] {
            let end = start + 2 + digits
            guard end < scalars.count, scalars[end] == "_" else { continue }
            let hex = String(String.UnicodeScalarView(scalars[(start + 2)..<end]))
            guard hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
                  let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
            return (scalar, digits + 3)
        }
        return nil
    }

    /// XML 1.0 (5th ed.) `NameStartChar` without `:`.
    private static func isStart(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
             0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
             0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// XML 1.0 (5th ed.) `NameChar` without `:`.
    private static func isName(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isStart(c)
        }
    }
}
