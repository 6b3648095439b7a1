import Foundation
import Testing
import TestSupport

@testable import InkRecCLI

@Suite struct ConfusionMatrixTests {
    /// truth a: 3 samples (2 right, 1 → b); truth b: 2 (1 right, 1 → c); truth c: 1 (right).
    var matrix: ConfusionMatrix {
        var matrix = ConfusionMatrix()
        for (truth, predicted) in [("a", "a"), ("a", "a"), ("a", "b"), ("b", "b"), ("b", "c"), ("c", "c")] {
            matrix.record(truth: truth, predicted: predicted)
        }
        return matrix
    }

    @Test func countsAndAccuracy() {
        #expect(matrix.total == 6)
        #expect(matrix.count(truth: "a", predicted: "b") == 1)
        #expect(matrix.count(truth: "b", predicted: "a") == 0)
        #expect(abs(matrix.accuracy - 4.0 / 6.0) < 1e-12)
        #expect(abs(matrix.accuracy(overTruths: { $0 != "a" }) - 2.0 / 3.0) < 1e-12)
    }

    @Test func perClassPrecisionRecallSupport() {
        // a: predicted a twice, both right → precision 1; recall 2/3.
        #expect(matrix.metrics(for: "a") == ClassMetrics(precision: 1, recall: 2.0 / 3.0, support: 3))
        // b: predicted b twice (one from a) → precision 1/2; recall 1/2.
        #expect(matrix.metrics(for: "b") == ClassMetrics(precision: 0.5, recall: 0.5, support: 2))
        // c: predicted c twice (one from b) → precision 1/2; recall 1.
        #expect(matrix.metrics(for: "c") == ClassMetrics(precision: 0.5, recall: 1, support: 1))
        #expect(matrix.perClass.count == 3)
    }

    /// Never predicted: precision undefined; without samples: recall undefined (both `nil`, `n/a`,
    /// JSON `null`), not 0 %, which would read as a class the recognizer always misses (trial 20
    /// F4: precision 0/0 was 0). Predicted but never right (z) is a defined 0.
    @Test func neverPredictedHasNoPrecisionAndNoSupportHasNoRecall() throws {
        var matrix = ConfusionMatrix(labels: ["x", "y"])
        matrix.record(truth: "x", predicted: "z")
        #expect(matrix.labels == ["x", "y", "z"])
        #expect(matrix.metrics(for: "x") == ClassMetrics(precision: nil, recall: 0, support: 1))
        #expect(matrix.metrics(for: "y") == ClassMetrics(precision: nil, recall: nil, support: 0))
        #expect(matrix.metrics(for: "z") == ClassMetrics(precision: 0, recall: nil, support: 0))
        #expect(ConfusionMatrix().accuracy == 0)
        #expect(matrix.perClassTable().rendered() == """
            class  precision  recall  support
            -----  ---------  ------  -------
            x            n/a  0.00 %        1
            y            n/a     n/a        0
            z         0.00 %     n/a        0

            """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(matrix.perClass), as: UTF8.self)
        #expect(json == #"{"x":{"precision":null,"recall":0,"support":1},"y":{"precision":null,"recall":null,"support":0},"z":{"precision":0,"recall":null,"support":0}}"#)
        let decoded = try JSONDecoder().decode([String: ClassMetrics].self, from: Data(json.utf8))
        #expect(decoded == matrix.perClass)
    }

    @Test func encodesNonZeroCellsByTruth() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(matrix), as: UTF8.self)
        #expect(json == #"{"a":{"a":2,"b":1},"b":{"b":1,"c":1},"c":{"c":1}}"#)
    }

    @Test func tables() {
        #expect(matrix.table().rendered() == """
            truth \\ predicted  a  b  c
            -----------------  -  -  -
            a                  2  1  .
            b                  .  1  1
            c                  .  .  1

            """)
        #expect(matrix.perClassTable().rendered() == """
            class  precision    recall  support
            -----  ---------  --------  -------
            a       100.00 %   66.67 %        3
            b        50.00 %   50.00 %        2
            c        50.00 %  100.00 %        1

            """)
    }

    /// Trial 15: `eval handwriting` printed no confusion; beyond 20 classes it prints these pairs.
    @Test func frequentConfusionsAreRankedByCountThenLabelOrder() {
        var matrix = matrix
        matrix.record(truth: "c", predicted: "a")
        matrix.record(truth: "c", predicted: "a")
        #expect(matrix.frequentConfusionsTable(limit: 2).rendered() == """
            truth  predicted  count  of truth
            -----  ---------  -----  --------
            c      a              2   66.67 %
            a      b              1   33.33 %

            """)
        #expect(ConfusionMatrix(labels: ["a"]).frequentConfusionsTable(limit: 5).rows.isEmpty)
    }
}
