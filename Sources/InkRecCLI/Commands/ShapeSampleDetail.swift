import InkCore
import InkFormats
import ShapeRecognition

/// What `inkrec eval shapes --json` says of one judged sample (in a ``SampleDetail``, the
/// `samples_detail` entry): what was expected, what snapped, the confidence and whether the best
/// candidate was right (for a reliability diagram), and with `--details` the strokes, the
/// snapped shape (to draw them side by side), its traits by name and every candidate scored.
struct ShapeSampleDetail: Encodable {
    /// One of `ShapeRecognition.candidates`: its class as `predicted` and `best` name it, the
    /// library's kind and sides, the calibrated confidence and the fit error it came from.
    struct Candidate: Encodable {
        var className: String
        var kind: ShapeKind
        var sides: Int?
        var confidence: Double
        var fitError: Double?

        init(_ candidate: ShapeCandidate) {
            className = ShapeExpectation.className(kind: candidate.kind, sides: candidate.sides)
            kind = candidate.kind
            sides = candidate.sides
            confidence = candidate.confidence
            fitError = candidate.fitError
        }

        enum CodingKeys: String, CodingKey {
            case className = "class", kind, sides, confidence, fitError = "fit_error"
        }
    }

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
    /// Nothing snapped although the best candidate cleared the threshold: the ink around the
    /// group (`recognize(_:context:)`) declined it, not its score.
    var declinedInContext: Bool
    var latencyMicroseconds: Double
    /// `[[[x, y, t?]]]` in canvas points, t in seconds from the stroke's start; `--details` only.
    var strokes: [[[Double]]]?
    /// The snapped shape; `--details` only.
    var shape: Shape?
    /// `shape.traits` by name (`["circle"]`); `--details` only, with a shape. Beside the shape,
    /// not in it: `Shape`'s Codable form (as `recognize --json` and `snap --json` print it) keeps
    /// the bitmask.
    var traits: [String]?
    /// Every candidate the recognizer scored, best first (the first is `best`, the others the
    /// runner-ups); `--details` only.
    var candidates: [Candidate]?

    init(
        _ sample: LabeledInk, expectation: ShapeExpectation, recognition: ShapeRecognition,
        declinedInContext: Bool, latency: Duration, withInk: Bool
    ) {
        self.declinedInContext = declinedInContext
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
            traits = recognition.shape?.traits.names
            candidates = recognition.candidates.map(Candidate.init)
        }
    }

    enum CodingKeys: String, CodingKey {
        case expected, predicted, correct, confidence, best, strokes, shape, traits, candidates
        case bestCorrect = "best_correct", declinedInContext = "declined_in_context", latencyMicroseconds = "latency_us"
    }
}
