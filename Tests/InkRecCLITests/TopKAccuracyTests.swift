import Testing
import InkRecCLI

@Suite struct TopKAccuracyTests {
    @Test func countsHitsWithinK() {
        var top3 = TopKAccuracy(k: 3)
        top3.record(truth: "7", ranked: ["1", "7", "9", "4"])  // hit at rank 2
        top3.record(truth: "7", ranked: ["1", "9", "4", "7"])  // rank 4: miss
        top3.record(truth: "0", ranked: ["0"])  // shorter than k: hit
        top3.record(truth: "5", ranked: [])  // nothing ranked: miss
        #expect(top3.hits == 2)
        #expect(top3.total == 4)
        #expect(top3.value == 0.5)
        #expect(TopKAccuracy(k: 1).value == 0)
    }
}
