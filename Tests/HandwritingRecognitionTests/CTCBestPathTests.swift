import Foundation
import Testing

@testable import HandwritingRecognition

@Suite struct CTCBestPathTests {
    @Test func repeatsCollapseUnlessABlankSeparatesThem() {
        let merged = CTCBestPath(CTCTestPosteriors.make("ab", [["a": 0.9], ["a": 0.8], ["b": 0.7]]))
        #expect(merged.symbols == [1, 2])  // "a a b" → "ab"
        #expect(merged.frames == [0..<2, 2..<3])
        let doubled = CTCBestPath(CTCTestPosteriors.make("ab", [["a": 0.9], ["-": 0.8], ["a": 0.7]]))
        #expect(doubled.symbols == [1, 1])  // "a ∅ a" → "aa"
        #expect(doubled.frames == [0..<1, 2..<3])
        #expect(abs(doubled.logProbability - log(0.9 * 0.8 * 0.7)) < 1e-5)
    }

    @Test func blanksOnlyAndNoFramesReadNothing() {
        #expect(CTCBestPath(CTCTestPosteriors.make("ab", [["-": 0.9], ["-": 0.6]])).symbols.isEmpty)
        let empty = CTCBestPath(FramePosteriors(alphabet: ["a"], frameCount: 0, logProbabilities: [], strokeOfFrame: []))
        #expect(empty.symbols.isEmpty && empty.logProbability == 0)
    }
}
