import InkFormats
import Testing
@testable import InkRecCLI

@Suite struct FormattingTests {
    @Test func numberFormats() {
        #expect(Formatting.grouped(3498) == "3,498")
        #expect(Formatting.grouped(1_234_567) == "1,234,567")
        #expect(Formatting.grouped(-1000) == "-1,000")
        #expect(Formatting.grouped(999) == "999")
        #expect(Formatting.percent(0.97126) == "97.13 %")
        #expect(Formatting.clock(seconds: 75) == "1:15")
        #expect(Formatting.clock(seconds: 3725) == "1:02:05")
        #expect(Formatting.clock(seconds: .nan) == "?")
        // `%d` read the low 32 bits of the hours, and `Int(_:)` trapped beyond Int.max.
        #expect(Formatting.clock(seconds: 4_294_967_297 * 3600 + 61) == "4294967297:01:01")
        #expect(Formatting.clock(seconds: 1e19) == "?")
        #expect(Formatting.clock(seconds: 0x1p63 - 1024) == "2562047788015215:13:04")
        #expect(Formatting.fixed(0.41234) == "0.412")
        #expect(Formatting.fixed(-999_999_999_999.5, digits: 1) == "-999999999999.5")
        #expect(Formatting.fixed(1e300) == "1.000e+300")
        #expect(Formatting.fixed(-2.5e12, digits: 1) == "-2.5e+12")
    }

    /// Trial 22: a label is shown by one rule, and escaped whenever it is quoted.
    @Test func labelsAreEscapedWhenQuoted() {
        #expect(Formatting.label("circle") == "circle")
        #expect(Formatting.label("circle", quoted: true) == #""circle""#)
        #expect(Formatting.label(#"say "hi""#) == #""say \"hi\"""#)
        #expect(Formatting.label(#"a\b"#, quoted: true) == #""a\\b""#)
        #expect(Formatting.quotedLabelCounts([#"say "hi""#: 1]) == #""say \"hi\"" ×1"#)
        #expect(Formatting.quotedLabelCounts([String(repeating: "x", count: 41): 2], excerptLimit: 40)
            == "\"" + String(repeating: "x", count: 40) + "\"… ×2")
    }

    /// Trial 23: a label's control characters were JSON escapes (`\u0000`) and its bidirectional
    /// controls Swift ones (`\u{202E}`), as were every warning's; one syntax now, the warnings'.
    @Test func labelsEscapeControlsAsWarningsDo() {
        #expect(Formatting.label("x\u{0}y\u{202E}z\u{1B}") == #""x\0y\u{202E}z\u{1B}""#)
        #expect(Formatting.label("w\u{1}") == #""w\u{01}""#)
        #expect(Formatting.label("a\nb\\c") == #""a\nb\\c""#)
        #expect(Formatting.label("del\u{7F}") == #""del\u{7F}""#)
    }

    /// Trial 23: a file that could not be read was counted as malformed.
    @Test func skippedFilesThatCannotBeReadAreCountedApart() {
        let unreadable = InkFormatError(path: "a.ndjson", reason: .unreadable("permission denied"))
        let malformed = InkFormatError(path: "b.ndjson", line: 2, reason: .malformedJSON("x"))
        #expect(CommandContext.skippedCount([unreadable]) == "1 unreadable file")
        #expect(CommandContext.skippedCount([malformed, malformed]) == "2 malformed records or files")
        #expect(CommandContext.skippedCount([malformed, unreadable, unreadable]) == "2 unreadable files and 1 malformed record or file")
    }

    /// Trial 13: "unknown labels, not evaluated: rectangle  ×1" hid the label's trailing space.
    @Test func labelsWithSpaceAtAnEndAreQuoted() {
        #expect(Formatting.labelCounts(["rectangle ": 1, "circle": 2, " a\tb": 1]) == #"circle ×2, " a\tb" ×1, "rectangle " ×1"#)
    }

    /// Trial 6: "1 samples", "1 events": the noun now agrees with its count.
    @Test func countsAgreeWithTheirNoun() {
        #expect(Formatting.count(1, "sample") == "1 sample")
        #expect(Formatting.count(0, "sample") == "0 samples")
        #expect(Formatting.count(3498, "sample") == "3,498 samples")
        #expect(Formatting.count(1, "malformed record or file", plural: "malformed records or files") == "1 malformed record or file")
        #expect(Formatting.count(2, "malformed record or file", plural: "malformed records or files") == "2 malformed records or files")
    }
}
