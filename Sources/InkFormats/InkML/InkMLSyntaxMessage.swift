/// Says what a malformed document was expected to contain, from libxml2's error code.
///
/// FoundationXML on Linux reports only the code (no message), so the common ones are spelled out
/// here; the open elements name the tag a truncated document left unclosed.
enum InkMLSyntaxMessage {
    /// - Parameters:
    ///   - code: `xmlParserErrors` value from libxml2 (`NSXMLParserErrorDomain` code).
    ///   - openElements: element names open at the error, outermost first.
    static func expected(code: Int, openElements: [String]) -> String {
        let closing = openElements.last.map { "</\($0)>" } ?? "the end of the document"
        switch code {
        // libxml2 gives "document empty" for text before any '<' too (a UNIPEN file read as InkML).
        case 4: return "expected an XML document, found no root element (nothing, or text before any '<')"
        case 5, 77:
            return openElements.isEmpty
                ? "expected nothing after the root element"
                : "expected \(closing) before the end of the document"
        case 9: return "expected a character allowed in XML"
        case 23: return "expected ';' after an entity reference"
        case 26, 27: return "expected a known entity (&lt; &gt; &amp; &quot; &apos;)"
        case 38: return "expected no '<' inside an attribute value"
        case 39: return "expected a quoted attribute value (\" or ')"
        case 40: return "expected the closing quote of an attribute value"
        case 41: return "expected '=' and a value after the attribute name"
        case 42: return "expected each attribute at most once per element"
        case 65: return "expected white space between attributes"
        case 68: return "expected an element name after '<'"
        case 73: return "expected '>' at the end of the tag"
        case 76: return "expected \(closing)"
        default: return "expected well-formed XML (libxml2 error \(code))"
        }
    }
}
