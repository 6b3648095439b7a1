import Foundation
import InkCore
import Testing
import TestSupport
import InkFormats

/// `XMLInputCheck+EntityDeclarations.swift`, through the InkML and gesture-log readers: FoundationXML
/// drops declared entities without a word, so a document declaring one is refused.
@Suite("XML readers: DTD entity declarations")
struct XMLEntityDeclarationTests {
    private func inkMLError(_ xml: String) -> InkFormatError? {
        inkMLReadError(xml, path: "dtd.inkml")
    }

    private let refused = "no entity declaration in the DOCTYPE (inkrec does not expand DTD entities)"

    @Test("an internal entity used in a trace is refused, naming the file, line, column and entity")
    func internalEntity() {
        let found = inkMLError("<?xml version=\"1.0\"?>\n<!DOCTYPE ink [\n  <!ENTITY pts \"10 10, 20 20\">\n]>\n<ink><trace>&pts;</trace></ink>")
        #expect(found == InkFormatError(path: "dtd.inkml", line: 3, column: 3, reason: .unexpected(expected: refused, found: "'<!ENTITY pts'")))
        #expect(found?.description.hasPrefix("dtd.inkml:3:3: expected no entity declaration") == true)
    }

    @Test("external and parameter entities are refused before any file they name is opened")
    func externalAndParameterEntities() {
        #expect(inkMLError("<!DOCTYPE ink [<!ENTITY pts SYSTEM \"/etc/hostname\">]><ink><trace>&pts;</trace></ink>")?.reason
            == .unexpected(expected: refused, found: "'<!ENTITY pts'"))
        #expect(inkMLError("<!DOCTYPE ink [<!ENTITY % p \"x\">]><ink><trace>1 2</trace></ink>")?.reason
            == .unexpected(expected: refused, found: "'<!ENTITY % p'"))
        // A declaration after a comment and an element declaration, behind a BOM.
        let late = inkMLError("\u{FEFF}<!-- c --><!DOCTYPE ink SYSTEM \"a[b>.dtd\" [<!ELEMENT ink ANY><!-- <!ENTITY no -->\n<!ENTITY\tyes '1 2'>]><ink/>")
        #expect(late?.reason == .unexpected(expected: refused, found: "'<!ENTITY yes'"))
        #expect(late?.line == 2 && late?.column == 1)
    }

    @Test("a UTF-16 document declaring an entity is refused too")
    func utf16() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE ink [<!ENTITY pts \"1 2\">]><ink><trace>&pts;</trace></ink>"
        let data = try #require(xml.data(using: .utf16))  // with a byte-order mark
        #expect(throws: InkFormatError(path: nil, line: 1, column: 55, reason: .unexpected(expected: refused, found: "'<!ENTITY pts'"))) {
            try InkDrawing(inkML: data)
        }
    }

    @Test("a DOCTYPE without entity declarations, entity-like text in comments and the predefined entities still read")
    func harmlessDoctypes() throws {
        let external = try InkDrawing(inkML: Data("<!DOCTYPE ink SYSTEM \"inkml.dtd\">\n<ink><trace>1 2, 3 4</trace></ink>".utf8))
        #expect(external.strokes.map(\.points.count) == [2])
        let commented = try InkDrawing(inkML: Data(
            "<!DOCTYPE ink [<!-- <!ENTITY x \"1\"> --><?pi <!ENTITY y \"2\"?><!ATTLIST ink a CDATA \"&amp;\">]><ink><annotation type=\"truth\">a &amp; &#98;</annotation><trace>1 2</trace></ink>".utf8))
        #expect(commented.annotations["truth"] == "a & b")
        #expect(commented.strokes[0].points == [InkPoint(x: 1, y: 2)])
        // `<!ENTITY` in the body is character data, not a declaration: left to XMLParser.
        #expect(throws: InkFormatError.self) { try InkDrawing(inkML: Data("<ink><trace><!ENTITY x \"1\"></trace></ink>".utf8)) }
    }

    @Test("bad input: empty, one byte, an unclosed DOCTYPE or literal never crash")
    func badInput() {
        for xml in ["", "<", "<!DOCTYPE", "<!DOCTYPE ink [", "<!DOCTYPE ink [<!ENTITY", "<!DOCTYPE ink \"unclosed", "<!DOCTYPE ink [ 'x", "<!--", "<?xml"] {
            #expect(throws: InkFormatError.self, "\(xml)") { try InkDrawing(inkML: Data(xml.utf8)) }
        }
        #expect(inkMLError("<!DOCTYPE ink [<!ENTITY")?.reason == .unexpected(expected: refused, found: "'<!ENTITY'"))
    }

    @Test("the gesture-log reader refuses entity declarations as well")
    func gestureLog() {
        let xml = "<!DOCTYPE Gesture [<!ENTITY x \"5\">]>\n<Gesture Name=\"arrow01\" Subject=\"1\"><Point X=\"&x;\" Y=\"1\" T=\"0\"/></Gesture>"
        #expect(throws: InkFormatError(path: "g.xml", line: 1, column: 20, reason: .unexpected(expected: refused, found: "'<!ENTITY x'"))) {
            try InkDataset.load(Data(xml.utf8), format: .gestureXML, path: "g.xml")
        }
    }
}
