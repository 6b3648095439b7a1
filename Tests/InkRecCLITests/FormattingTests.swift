import Testing
import InkRecCLI

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
        #expect(Formatting.fixed(0.41234) == "0.412")
        #expect(Formatting.fixed(-999_999_999_999.5, digits: 1) == "-999999999999.5")
        #expect(Formatting.fixed(1e300) == "1.000e+300")
        #expect(Formatting.fixed(-2.5e12, digits: 1) == "-2.5e+12")
    }
}
