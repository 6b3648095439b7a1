import Foundation
import InkCore
import InkFormats
import ShapeRecognition

/// The shape recognizer run over labelled samples: confusion, false snaps, latency, the
/// misrecognized samples, handwriting snap shares and the labels the table does not know.
struct ShapeEvaluation {
    struct Miss {
        var sample: LabeledInk
        var truth: String
        var predicted: String
        var shape: Shape?
        /// The best candidate, scored whether or not it snapped: what a declined sample came closest to.
        var best: ShapeCandidate?
        /// Declined although the best candidate cleared the confidence threshold: the context
        /// (the ink around a stroke group) declined it, not the score.
        var declinedInContext = false
    }

    private(set) var confusion = ConfusionMatrix()
    private(set) var latencies: [Duration] = []
    private(set) var misses: [Miss] = []
    /// Handwriting label → (samples, snapped), e.g. pendigits `0` → how many snapped to a shape.
    private(set) var handwriting: [String: (total: Int, snapped: Int, kinds: [String: Int])] = [:]
    private(set) var unknownLabels: [String: Int] = [:]
    /// Label → samples the label table leaves out (Quick, Draw! `diamond`).
    private(set) var excludedLabels: [String: Int] = [:]
    /// Samples (or stroke groups) without a label: nothing to judge them by.
    private(set) var unlabelled = 0
    /// Label → drawings (or stroke groups) with a judged label but no point: nothing was drawn to
    /// recognize, so they are counted apart, not as misses of their class.
    private(set) var noInk: [String: Int] = [:]
    /// Per calibration family, each candidate's fit error and whether it was the true class.
    private(set) var calibrationSamples: [ShapeCalibration.Family: [(error: Double, isCorrect: Bool)]] = [:]

    let recognizer: ShapeRecognizer

    /// Every judged (non-handwriting) sample, in reading order.
    private(set) var details: [SampleDetail<ShapeSampleDetail>] = []
    /// Keep each sample's strokes and snapped shape in `details` (`--details`).
    var keepsInk = false

    init(recognizer: ShapeRecognizer) {
        self.recognizer = recognizer
    }

    /// Recognizes one sample (each stroke group separately when the drawing has groups, as FC
    /// flowcharts do) and records the outcome.
    ///
    /// A group is recognized with the rest of its drawing as context (`recognize(_:context:)`):
    /// on a flowchart page, a label's "0" is judged beside the writing and arrows around it. A
    /// group without a label is counted as unlabelled and one without a stroke as no ink, as a
    /// drawing would be (`groupSamples()`, not `labeledGroups()`, which leaves both out unseen).
    mutating func add(_ sample: LabeledInk) {
        guard !sample.drawing.groups.isEmpty else { return record(sample, context: []) }
        for part in sample.groupSamples() {
            // By points: a group's strokes have their start times shifted to the group's start.
            let members = Set(part.drawing.strokes.map(\.points))
            record(part, context: sample.drawing.strokes.filter { !members.contains($0.points) })
        }
    }

    private mutating func record(_ sample: LabeledInk, context: [InkStroke]) {
        // Read trimmed (`readSamples`, `groupSamples`): a label of spaces is none, " circle " is "circle".
        let label = sample.label
        guard !label.isEmpty else {
            unlabelled += 1
            return
        }
        let judgement = ShapeExpectation.judge(
            label: label, dataset: sample.drawing.annotations[LabeledInk.datasetAnnotation])
        switch judgement {
        case .excluded:
            excludedLabels[label, default: 0] += 1
            return
        case .unknown:
            unknownLabels[label, default: 0] += 1
            return
        case .handwriting, .expect:
            break
        }
        guard !sample.drawing.isEmpty else {
            noInk[label, default: 0] += 1
            return
        }
        let strokes = sample.drawing.strokes
        let (recognition, duration) = ThreadClock.measure { recognizer.recognize(strokes, context: context) }
        latencies.append(duration)
        let predicted = ShapeExpectation.className(of: recognition.shape)
        let expectation: ShapeExpectation? = if case .expect(let e) = judgement { e } else { nil }
        for candidate in recognition.candidates {
            guard let error = candidate.fitError else { continue }
            let name = ShapeExpectation.className(kind: candidate.kind, sides: candidate.sides)
            calibrationSamples[ShapeCalibration.Family(candidate.kind), default: []]
                .append((error, expectation?.accepted.contains(name) ?? false))
        }
        switch judgement {
        case .handwriting:
            var entry = handwriting[label] ?? (0, 0, [:])
            entry.total += 1
            if recognition.shape != nil {
                entry.snapped += 1
                entry.kinds[predicted, default: 0] += 1
            }
            handwriting[label] = entry
        case .expect(let expectation):
            // Alone, `recognize` declines only below the threshold (`recognition.confidence`
            // is then the best candidate's); above it, only `recognize(_:context:)` declines.
            let declinedInContext = recognition.shape == nil
                && recognition.confidence >= recognizer.configuration.confidenceThreshold
            details.append(SampleDetail(sample, ShapeSampleDetail(
                sample, expectation: expectation, recognition: recognition, declinedInContext: declinedInContext,
                latency: duration, withInk: keepsInk)))
            let counted = expectation.accepted.contains(predicted) ? expectation.truth : predicted
            confusion.record(truth: expectation.truth, predicted: counted)
            if counted != expectation.truth {
                misses.append(Miss(
                    sample: sample, truth: expectation.truth, predicted: predicted, shape: recognition.shape,
                    best: recognition.candidates.first, declinedInContext: declinedInContext))
            }
        case .excluded, .unknown:
            break
        }
    }

    /// Samples whose truth is a shape.
    var shapeLabels: [String] { confusion.labels.filter { $0 != ShapeExpectation.noShape && confusion.metrics(for: $0).support > 0 } }

    /// Judged samples whose truth is a shape (not `none`).
    var shapeSamples: Int { confusion.total - noneSamples }

    /// Judged samples whose truth is `none` (no shape expected).
    var noneSamples: Int { confusion.metrics(for: ShapeExpectation.noShape).support }

    /// Samples the label table leaves out, over every label.
    var excluded: Int { excludedLabels.values.reduce(0, +) }

    /// Handwriting samples asked for a shape (`handwriting`).
    var handwritingSamples: Int { handwriting.values.reduce(0) { $0 + $1.total } }

    /// Every judged sample: shape, `none` and handwriting samples.
    var samples: Int { confusion.total + handwritingSamples }

    /// Share of shape samples recognized as their class; `nil` without shape samples (like
    /// `falseSnapRate` without `none` samples), not 0.
    var accuracy: Double? {
        shapeSamples > 0 ? confusion.accuracy { $0 != ShapeExpectation.noShape } : nil
    }

    /// Share of `none` samples that got a shape; `nil` without `none` samples.
    var falseSnapRate: Double? {
        let none = ShapeExpectation.noShape
        let support = confusion.metrics(for: none).support
        guard support > 0 else { return nil }
        return 1 - Double(confusion.count(truth: none, predicted: none)) / Double(support)
    }
}
