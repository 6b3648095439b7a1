/// A raw value from a file as an error message shows it: at most `limit` characters, then "…",
/// with control characters escaped (`\n`, `\u{1B}`) so a value cannot break or colour the
/// terminal line. O(`limit`). `package`: the CLI quotes labels in its messages with it too.
package func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
    let shown = text.prefix(limit).unicodeScalars.map { scalar in
        scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return shown.joined() + (text.dropFirst(limit).isEmpty ? "" : "…")
}
