import Foundation
import Testing

@testable import HandwritingRecognition

/// The collapse rules of best-path decoding, on which the prefix search builds.
@Suite struct CTCBestPathCollapseTests {
    @Test func repeatsCollapseUnlessABlankSeparatesThem() {
        let merged = CTCBestPath(CTCTestPosteriors.make("ab", [["a": 0.9], ["a": 0.8], ["b": 0.7]]))
        #expect(merged.text == "ab")  // "a a b" → "ab"
        #expect(merged.emissions.map(\.frames) == [0..<2, 2..<3])
        let doubled = CTCBestPath(CTCTestPosteriors.make("ab", [["a": 0.9], ["-": 0.8], ["a": 0.7]]))
        #expect(doubled.text == "aa")  // "a ∅ a" → "aa"
        #expect(doubled.emissions.map(\.frames) == [0..<1, 2..<3])
        #expect(abs(Double(doubled.logProbability) - log(0.9 * 0.8 * 0.7)) < 1e-5)
    }

    @Test func blanksOnlyAndNoFramesReadNothing() {
        #expect(CTCBestPath(CTCTestPosteriors.make("ab", [["-": 0.9], ["-": 0.6]])).emissions.isEmpty)
        let empty = CTCBestPath(FramePosteriors(alphabet: ["a"], frameCount: 0, logProbabilities: [], strokeOfFrame: []))
        #expect(empty.emissions.isEmpty && empty.logProbability == 0)
    }
}
