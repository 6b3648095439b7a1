/// Escaping for the XML that InkML and SVG writers produce (and for HTML pages built around them).
///
/// Characters XML 1.0 cannot carry at all (C0 controls other than tab, LF, CR; U+FFFE/U+FFFF)
/// become U+FFFD. CR, and in attributes tab and LF, are written as character references so a
/// parser's whitespace normalisation does not change them.
public enum XMLEscaping {
    /// `string` as element content.
    public static func text(_ string: String) -> String {
        escape(string, inAttribute: false)
    }

    /// `string` as a double-quoted attribute value.
    public static func attribute(_ string: String) -> String {
        escape(string, inAttribute: true)
    }

    private static func escape(_ string: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where !isCarried(scalar): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `string` as a parser reads it back from `text(_:)` or `attribute(_:)`: what XML cannot
    /// carry replaced by U+FFFD, so writers can tell (for `FormatLoss`) what a file will change.
    static func readBack(_ string: String) -> String {
        guard !string.unicodeScalars.allSatisfy(isCarried) else { return string }
        var out = String.UnicodeScalarView()
        for scalar in string.unicodeScalars { out.append(isCarried(scalar) ? scalar : "\u{FFFD}") }
        return String(out)
    }

    /// Whether XML 1.0 can hold the character at all (C0 controls but tab, LF and CR cannot, nor
    /// U+FFFE, U+FFFF).
    private static func isCarried(_ scalar: Unicode.Scalar) -> Bool {
        !((scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF)
    }
}
