import Testing
@testable import InkRecCLI

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

    /// Trial 20 (not fixed then): a label holding a tab or newline broke its row of the
    /// handwriting table, and CJK labels (two columns each on a terminal) pushed their row's
    /// other cells out of line. Cells are escaped and measured in terminal columns.
    @Test func cellsAreEscapedAndMeasuredInTerminalColumns() {
        let table = TextTable(header: ["label", "n"], rows: [["a\tb", "1"], ["x\ny", "2"], ["漢字", "3"], ["e\u{301}t\u{E9}", "4"], ["ｶﾅ\u{1B}", "5"]])
        #expect(table.rendered() == #"""
            label     n
            --------  -
            a\tb      1
            x\ny      2
            漢字      3
            e\#u{301}t\#u{E9}       4
            ｶﾅ\u{1B}  5

            """#)
        #expect("漢字".terminalWidth == 4 && "ＡＢ".terminalWidth == 4 && "한".terminalWidth == 2)
        #expect("e\u{301}".terminalWidth == 1 && "\u{301}".terminalWidth == 0 && "a\u{200D}b".terminalWidth == 2)
        #expect("👍".terminalWidth == 2 && "\u{2764}\u{FE0F}".terminalWidth == 2 && "ｶﾅ".terminalWidth == 2)
    }

    /// Trial 21: gaps in the width table.
    @Test func terminalWidthOfSoftHyphenTangutEnclosedIdeographsAndLoneMarks() {
        #expect("a\u{AD}b".terminalWidth == 3)
        #expect("\u{2329}\u{232A}".terminalWidth == 4)
        #expect("\u{17000}".terminalWidth == 2 && "\u{18AFF}".terminalWidth == 2)
        #expect("\u{1F200}".terminalWidth == 2 && "\u{1F23B}".terminalWidth == 2)
        #expect("\u{3099}".terminalWidth == 0 && "\u{FE0F}".terminalWidth == 0)
        #expect("\u{304B}\u{3099}".terminalWidth == 2)  // か with its voiced mark: one wide character
        #expect("\u{1160}".terminalWidth == 0 && "\u{11A8}".terminalWidth == 0)
        #expect("\u{1100}\u{1161}\u{11A8}".terminalWidth == 2)  // 각 in conjoining jamo
    }

    /// A label in a one-line list ("unknown labels, not evaluated: …") is quoted and escaped when
    /// it holds a control character, as when spaces end it.
    @Test func labelCountsQuoteLabelsWithControlCharacters() {
        #expect(Formatting.labelCounts(["a\tb": 2, "x\ny": 1, "plain": 1]) == #""a\tb" ×2, plain ×1, "x\ny" ×1"#)
        #expect(Formatting.labelCounts(["p\u{2028}q": 1]) == #""p\u{2028}q" ×1"#)
    }

    /// Trial 21: bidirectional controls (a right-to-left override) printed raw and reordered the
    /// rest of the line; they are escaped in tables and label lists as other controls are.
    @Test func bidirectionalControlsAreEscaped() {
        let controls: [(Unicode.Scalar, String)] = [
            ("\u{202A}", #"\u{202A}"#), ("\u{202E}", #"\u{202E}"#), ("\u{2066}", #"\u{2066}"#), ("\u{2069}", #"\u{2069}"#),
            ("\u{200E}", #"\u{200E}"#), ("\u{200F}", #"\u{200F}"#), ("\u{061C}", #"\u{061C}"#),
        ]
        for (control, escaped) in controls {
            #expect(TextTable(header: ["l"], rows: [["a\(control)b"]]).rendered().contains("a\(escaped)b"), "\(escaped)")
            #expect(Formatting.labelCounts(["a\(control)b": 1]) == "\"a\(escaped)b\" ×1")
        }
        #expect(Formatting.labelCounts(["a\u{200D}b": 1]) == "a\u{200D}b ×1")  // a joiner is not a control
    }
}
