import Foundation

extension XMLInputCheck {
    /// Refuses a document whose `<!DOCTYPE …>` declares an entity (`<!ENTITY …>`, internal or
    /// external, general or parameter).
    ///
    /// FoundationXML on Linux (Swift 6.3) neither expands declared entities nor reports them:
    /// `<!ENTITY pts "10 10, 20 20">` then `<trace>&pts;</trace>` reads as an empty trace, and an
    /// external entity (`SYSTEM "file"`) likewise. Refusing keeps the reader from losing ink
    /// silently and from ever opening a file a document names; references to undeclared entities
    /// are already syntax errors (libxml2 codes 26, 27). A DOCTYPE without entity declarations
    /// (`<!DOCTYPE ink SYSTEM "inkml.dtd">`, an internal subset of comments or element
    /// declarations) is read as before; its DTD is never loaded.
    ///
    /// Only the prolog is scanned — the XML declaration, comments, processing instructions and the
    /// DOCTYPE, up to the root element — so the cost is O(prolog length). The bytes are scanned as
    /// ASCII, which UTF-8 and the single-byte encodings share; a UTF-16 document (byte-order mark)
    /// is decoded first.
    /// - Throws: `InkFormatError` (`.unexpected`) at the line and column of the `<!ENTITY`.
    static func refuseEntityDeclarations(_ data: Data, path: String?) throws {
        let bytes: [UInt8]
        let head = data.prefix(2)
        if head.elementsEqual([0xFE, 0xFF]) || head.elementsEqual([0xFF, 0xFE]) {
            bytes = Array((String(data: data, encoding: .utf16) ?? "").utf8)
        } else {
            bytes = Array(data)
        }
        var scanner = PrologScanner(bytes: bytes)
        guard let entity = scanner.firstEntityDeclaration() else { return }
        let (line, column) = scanner.position(of: entity)
        // "<!ENTITY pts" or "<!ENTITY % pts": the declaration's name, not its value.
        let words = bytes[entity...].prefix(200).split(whereSeparator: { [0x20, 0x09, 0x0A, 0x0D, 0x3E].contains($0) })
        let name = words.prefix(words.dropFirst().first?.elementsEqual("%".utf8) == true ? 3 : 2)
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        throw InkFormatError(path: path, line: line, column: column, reason: .unexpected(
            expected: "no entity declaration in the DOCTYPE (inkrec does not expand DTD entities)", found: "'\(name)'"))
    }
}

/// Walks an XML prolog byte by byte; see ``XMLInputCheck/refuseEntityDeclarations(_:path:)``.
private struct PrologScanner {
    let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The offset of the first `<!ENTITY` in the DOCTYPE's internal subset, outside comments,
    /// processing instructions and quoted literals; `nil` when there is none or no DOCTYPE.
    mutating func firstEntityDeclaration() -> Int? {
        while true {
            skipWhitespace()
            if skip(past: "<?", to: "?>") || skip(past: "<!--", to: "-->") { continue }
            guard starts(with: "<!DOCTYPE") else { return nil }  // the root element, or malformed: left to XMLParser
            index += 9
            // The external identifier's literals may hold '[' or '>'.
            while index < bytes.count, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: ">") {
                if !skipQuoted() { index += 1 }
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                if skip(past: "<?", to: "?>") || skip(past: "<!--", to: "-->") || skipQuoted() { continue }
                if starts(with: "<!ENTITY") { return index }
                index += 1
            }
            return nil
        }
    }

    /// 1-based line and byte column of `offset`, as libxml2 counts them.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.lazy.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Moves past `opening … closing` when it starts here (to the end when unclosed).
    private mutating func skip(past opening: String, to closing: String) -> Bool {
        guard starts(with: opening) else { return false }
        index += opening.utf8.count
        while index < bytes.count, !starts(with: closing) { index += 1 }
        index = min(index + closing.utf8.count, bytes.count)
        return true
    }

    /// Moves past a `"…"` or `'…'` literal when one starts here (to the end when unclosed).
    private mutating func skipQuoted() -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return false }
        let quote = bytes[index]
        index += 1
        while index < bytes.count, bytes[index] != quote { index += 1 }
        index = min(index + 1, bytes.count)
        return true
    }
}
