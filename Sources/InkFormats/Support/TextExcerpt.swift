/// A raw value from a file as an error message shows it: at most `limit` characters, then "…",
/// with control characters escaped (``escapingControls(_:)``) so a value cannot break or colour
/// the terminal line. O(`limit`).
func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
    escapingControls(text.prefix(limit)) + (text.dropFirst(limit).isEmpty ? "" : "…")
}

/// `text` on one terminal line: control characters, the Unicode line and paragraph separators
/// and the bidirectional controls (Bidi_Control: U+061C, U+200E/F, U+202A–E, U+2066–9, which
/// would reorder the rest of the line) written as Swift escapes (`\t`, `\n`, `\r`, else
/// `\u{1B}`, `\u{2028}`, `\u{202E}`), everything else as is. `package`: the CLI's tables escape
/// their cells with it. O(scalars).
package func escapingControls(_ text: some StringProtocol) -> String {
    text.unicodeScalars.map { scalar in
        [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
            || scalar.properties.isBidiControl
            ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
}
