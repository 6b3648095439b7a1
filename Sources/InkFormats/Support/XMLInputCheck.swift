import Foundation

/// Checks bytes before they reach `XMLParser`: UTF-8 here, entity declarations in
/// `XMLInputCheck+EntityDeclarations.swift`.
///
/// FoundationXML on Linux (swift-corelibs-foundation, Swift 6.3) traps when libxml2 hands it an
/// element name that is not valid UTF-8 (`<P\u{CC}oint`), even though libxml2 has reported the
/// encoding error: one flipped byte would crash the process. Documents that declare another
/// encoding, or start with a UTF-16 byte-order mark, are left to libxml2, which converts them.
enum XMLInputCheck {
    /// Runs every check: ``requireUTF8(_:path:)`` and ``refuseEntityDeclarations(_:path:)``.
    /// - Throws: `InkFormatError` naming the line (and column) of the first problem.
    static func check(_ data: Data, path: String?) throws {
        try requireUTF8(data, path: path)
        try refuseEntityDeclarations(data, path: path)
    }

    /// - Throws: `InkFormatError` (`.malformedXML`) naming the line of the first invalid byte.
    private static func requireUTF8(_ data: Data, path: String?) throws {
        guard declaresUTF8(data), String(validating: data, as: UTF8.self) == nil else { return }
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(validating: data[start..<index], as: UTF8.self) == nil { break }
            line += 1
            start = index + 1
        }
        throw InkFormatError(path: path, line: line, reason: .malformedXML("expected UTF-8 text, found an invalid byte sequence"))
    }

    /// True unless a UTF-16 byte-order mark or an `encoding="…"` other than UTF-8 says otherwise.
    private static func declaresUTF8(_ data: Data) -> Bool {
        let head = data.prefix(2)
        if head.elementsEqual([0xFE, 0xFF]) || head.elementsEqual([0xFF, 0xFE]) { return false }
        let prolog = String(decoding: data.prefix(200), as: UTF8.self).lowercased()
        guard prolog.hasPrefix("<?xml") || prolog.hasPrefix("\u{FEFF}<?xml"),
              let declaration = prolog.range(of: "?>").map({ prolog[..<$0.lowerBound] }),
              let encoding = declaration.range(of: "encoding=")
        else { return true }
        let value = declaration[encoding.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
        return value == "utf-8" || value == "utf8"
    }
}
