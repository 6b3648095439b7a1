import Testing
import InkRecCLI

@Suite struct TextTableTests {
    @Test func tableAlignsColumns() {
        let table = TextTable(header: ["format", "drawings"], rows: [["UNIPEN", "3,498"], ["InkML", "12"]])
        #expect(table.rendered() == """
            format  drawings
            ------  --------
            UNIPEN     3,498
            InkML         12

            """)
    }
}
