import Testing

@testable import InkRecCLI

struct ArrayEvenlySpacedTests {
    @Test func evenlySpacedKeepsTheFirstAndSpreads() {
        #expect(Array(0..<10).evenlySpaced(limit: 3) == [0, 3, 6])
        #expect(Array(0..<10).evenlySpaced(limit: 0) == Array(0..<10))
        #expect(Array(0..<4).evenlySpaced(limit: 9) == Array(0..<4))
    }
}
