import InkCore
import InkFormats
import ShapeRecognition

/// What `inkrec eval shapes --json` says of one judged sample (in a ``SampleDetail``, the
/// `samples_detail` entry): what was expected, what snapped, the confidence and whether the best
/// candidate was right (for a reliability diagram), and with `--details` the strokes and the
/// snapped shape (to draw them side by side).
struct ShapeSampleDetail: Encodable {
    /// The confusion row (`ShapeExpectation.truth`).
    var expected: String
    /// The class that snapped, `none` when the recognizer declined.
    var predicted: String
    /// `predicted` is an accepted answer.
    var correct: Bool
    /// `ShapeRecognition.confidence`: the winner's, or the best candidate's when declined.
    var confidence: Double
    /// The best candidate's class regardless of the threshold; `none` without candidates.
    var best: String
    /// `best` is an accepted answer (never on `none` samples).
    var bestCorrect: Bool
    var latencyMicroseconds: Double
    /// `[[[x, y, t?]]]` in canvas points, t in seconds from the stroke's start; `--details` only.
    var strokes: [[[Double]]]?
    /// The snapped shape; `--details` only.
    var shape: Shape?

    init(
        _ sample: LabeledInk, expectation: ShapeExpectation, recognition: ShapeRecognition,
        latency: Duration, withInk: Bool
    ) {
        expected = expectation.truth
        predicted = ShapeExpectation.className(of: recognition.shape)
        correct = expectation.accepted.contains(predicted)
        confidence = recognition.confidence
        best = recognition.candidates.first.map { ShapeExpectation.className(kind: $0.kind, sides: $0.sides) }
            ?? ShapeExpectation.noShape
        bestCorrect = expectation.accepted.contains(best)
        latencyMicroseconds = latency.seconds * 1e6
        if withInk {
            strokes = sample.drawing.strokes.map { stroke in
                stroke.points.map { point in [point.x, point.y] + (point.timeOffset.map { [$0] } ?? []) }
            }
            shape = recognition.shape
        }
    }

    enum CodingKeys: String, CodingKey {
        case expected, predicted, correct, confidence, best, strokes, shape
        case bestCorrect = "best_correct", latencyMicroseconds = "latency_us"
    }
}
