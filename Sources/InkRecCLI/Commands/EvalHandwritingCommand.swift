import Foundation
import HandwritingRecognition
import InkCore
import InkFormats
import NeuralNetwork

/// `inkrec eval handwriting DATASET... --model MODEL [--report FILE [--replace]]`: accuracy, top-3, case-insensitive and
/// per-group accuracy, per-class precision/recall, confusion matrix and per-character latency.
struct EvalHandwritingCommand: Command {
    let name = "eval handwriting"
    let summary = "Evaluate a character classifier on labelled handwriting"
    let signature = CommandSignature(
        arguments: [Argument("DATASET", help: "labelled dataset files or folders", repeated: true)],
        options: [
            .model, .split,
            Option(
                "labels", value: "SET",
                help: "evaluate only this label set, choosing among its labels (default: all the model's)",
                allowed: CharacterLabelSet.allCases.map(\.rawValue)),
            .report,
        ],
        flags: [.json, .replace]
    )
    var discussion: String {
        """
        Labels are read without the white space around them (" 4\t" is 4), as every command
        reads them. Samples whose label the model does not know are left out and counted on stderr. With
        --labels, only that set's samples are read and predictions are restricted to its labels
        (the UNIPEN 1a/1b/1c protocol, where the category is known). Latency is
        the thread CPU time of one classify call per character (features + network) on one BLAS
        thread: time the thread ran, so other load on the machine does not inflate it.
        JSON keys: task, model, split, labels, samples, accuracy, top3_accuracy, case_insensitive_accuracy,
        groups (accuracy of digits, upper, lower), per_class, confusion, latency_us,
        \(StderrMessages.jsonKeysHelp); among the warnings, samples of writers the model's header says
        it was trained on: the default --split all includes them; samples_detail:
        one object per evaluated character, in reading order: id, source, writer (absent when the
        sample has none), label, predicted ("(no ink)" for a drawing without a point to read, which
        the per-class table and confusion list under that name too), correct (case-sensitive,
        as accuracy), top3 (the ranked labels) and latency_us. The text output ends with the
        confusion matrix for at most 20 classes, else the 20 most frequent confusions (truth,
        predicted, count, share of the truth's samples); --json and --report have the full matrix.
        """
    }

    /// How many misclassified samples the HTML report draws.
    static let reportedMistakes = 200

    /// The prediction for a drawing the classifier has nothing to read in (no point): named, so
    /// it is not a blank row in the tables. No character label has parentheses around words.
    static let noInk = "(no ink)"

    /// The most classes whose whole confusion matrix the text output prints (digits, a 20-letter
    /// subset); beyond, the rows would not fit a terminal and the most frequent confusions stand in.
    static let fullConfusionClasses = 20
    /// How many of the most frequent confusions the text output lists in its place.
    static let listedConfusions = 20

    func run(_ arguments: ParsedArguments, context given: CommandContext) throws {
        let modelPath = arguments.option("model")!
        let reportDestination = try ReportDestination.of(arguments, inputs: arguments.positionals("DATASET") + [modelPath], context: given)
        // With --report -, the results go to stderr.
        let context = reportDestination?.results(given) ?? given
        let classifier = try ModelFileContext.naming(modelPath) { try CharacterClassifier(contentsOf: context.url(forPath: modelPath)) }
        let split = DatasetSplit(rawValue: arguments.option("split")!)!
        let restriction = arguments.option("labels").map { CharacterLabelSet(rawValue: $0)!.labels }
        let allowed = restriction.map { Set($0).intersection(classifier.labels) }
        let labelsOption = arguments.option("labels").map { "--labels \($0)" }
        if let allowed, allowed.isEmpty, let labelsOption {
            // The sets that would evaluate something with this model, so the message says what to give.
            let sharing = CharacterLabelSet.allCases.filter { !Set($0.labels).isDisjoint(with: classifier.labels) }.map(\.rawValue)
            let instead = sharing.isEmpty ? "leave --labels out" : "give --labels \(sharing.joined(separator: ", ")) or leave it out"
            throw CommandError.usage(
                "\(labelsOption) holds none of the model's \(Formatting.count(classifier.labels.count, "label")) (\(modelPath)): \(instead)")
        }
        // The evaluated classes: the model's, or those of --labels it has (a label seen outside
        // them, as a "no ink" answer, is added by the matrix).
        let evaluated = allowed.map { labels in classifier.labels.filter(labels.contains) } ?? classifier.labels
        let data = try CharacterDataset(paths: arguments.positionals("DATASET"), split: split, labels: evaluated, context: context)
        var messages = data.readingMessages
        messages.print(
            data.exclusionNote(split: split, labelSet: labelsOption.map { "\($0) among the model's labels" } ?? "the model's set"),
            TrainingOverlap(data.origins, provenance: classifier.header.provenance, context: context).warning(model: modelPath),
            context: context)
        guard !data.samples.isEmpty else {
            // An empty split is told as every command tells it, not as a label mismatch.
            guard !data.excludedLabels.isEmpty else {
                throw CommandError.noSamples(in: arguments.positionals("DATASET"), split: split, skipped: [])
            }
            throw CommandError.badInput("no samples with " + (labelsOption.map { "labels in \($0) among the model's labels" } ?? "the model's labels"))
        }

        BLASSettings.threadCount = 1
        var confusion = ConfusionMatrix(labels: evaluated)
        var top3 = TopKAccuracy(k: 3)
        var caseInsensitive = 0
        var groups = [String: (correct: Int, total: Int)]()
        var latencies = [Duration]()
        var mistakes = [(sample: LabeledInk, predicted: String)]()
        var mistakeCount = 0
        var details: [SampleDetail<CharacterPrediction>] = []
        let progress = ProgressBar(label: "eval", total: data.samples.count, context: context)
        for (index, sample) in data.samples.enumerated() {
            let (ranked, duration) = ThreadClock.measure { classifier.classify(sample.drawing, top: 3, among: allowed) }
            latencies.append(duration)
            let predicted = ranked.first?.label ?? Self.noInk
            details.append(SampleDetail(data.origins[index], CharacterPrediction(
                predicted: predicted, correct: predicted == sample.label, top3: ranked.map(\.label),
                latencyMicroseconds: duration.seconds * 1e6)))
            confusion.record(truth: sample.label, predicted: predicted)
            top3.record(truth: sample.label, ranked: ranked.map(\.label))
            if predicted.lowercased() == sample.label.lowercased() { caseInsensitive += 1 }
            let group = Self.group(of: sample.label)
            groups[group, default: (0, 0)].total += 1
            if predicted == sample.label {
                groups[group]!.correct += 1
            } else {
                mistakeCount += 1
                if mistakes.count < Self.reportedMistakes { mistakes.append((data.origins[index], predicted)) }
            }
            progress.update(completed: index + 1)
        }
        progress.finish()

        let result = HandwritingEvaluation(
            model: modelPath, split: split.rawValue, labels: arguments.option("labels") ?? "all", samples: data.samples.count, accuracy: confusion.accuracy,
            top3Accuracy: top3.value, caseInsensitiveAccuracy: Double(caseInsensitive) / Double(data.samples.count),
            groups: groups.mapValues { Double($0.correct) / Double($0.total) }, perClass: confusion.perClass,
            confusion: confusion, latency: LatencyPercentiles(latencies, unit: .microseconds)!, samplesDetail: details)
        if let reportDestination {
            var report = Self.report(result, confusion: confusion, mistakes: mistakes, of: mistakeCount)
            var leftOut = data.excludedLabels
            let unlabelled = leftOut.removeValue(forKey: "")
            report.addRunDetails(
                arguments, datasets: data.datasets, split: split,
                leftOut: [("labels outside the evaluated set, not evaluated", leftOut)], unlabelled: unlabelled ?? 0)
            try reportDestination.write(report)
        }
        if arguments.flag("json") {
            try context.printJSON(result, messages: messages)
        } else {
            context.print("\(Formatting.count(result.samples, "character")), model \(modelPath), split \(split), labels \(result.labels)")
            context.print("accuracy \(Formatting.percent(result.accuracy))  top-3 \(Formatting.percent(result.top3Accuracy))  case-insensitive \(Formatting.percent(result.caseInsensitiveAccuracy))")
            for (group, accuracy) in result.groups.sorted(by: { $0.key < $1.key }) {
                context.print("  \(group): \(Formatting.percent(accuracy))")
            }
            let latency = result.latency
            context.print("latency per character (1 thread): \(latency.text(unit: "µs"))")
            context.print("")
            context.print(confusion.perClassTable().rendered())
            if confusion.labels.count <= Self.fullConfusionClasses {
                context.print("confusion (rows: truth, columns: prediction):")
                context.print(confusion.table().rendered())
            } else {
                context.print("most frequent confusions (of \(confusion.labels.count) classes; --json or --report for the whole matrix):")
                context.print(confusion.frequentConfusionsTable(limit: Self.listedConfusions).rendered())
            }
        }
    }

    /// "digits", "upper", "lower" or "other", for per-group accuracy.
    static func group(of label: String) -> String {
        for set in [CharacterLabelSet.digits, .upper, .lower] where set.labels.contains(label) { return set.rawValue }
        return "other"
    }

    private static func report(
        _ result: HandwritingEvaluation, confusion: ConfusionMatrix, mistakes: [(sample: LabeledInk, predicted: String)],
        of mistakeCount: Int
    ) -> HTMLReport {
        var report = HTMLReport(title: "inkrec eval handwriting — \(result.model)")
        report.addParagraph(
            "\(Formatting.count(result.samples, "character")) (split \(result.split)): accuracy \(Formatting.percent(result.accuracy)), top-3 \(Formatting.percent(result.top3Accuracy)), case-insensitive \(Formatting.percent(result.caseInsensitiveAccuracy)); latency p50 \(Formatting.fixed(result.latency.p50, digits: 1)) µs, p99 \(Formatting.fixed(result.latency.p99, digits: 1)) µs.")
        report.addHeading("Per class")
        report.addTable(confusion.perClassTable())
        report.addHeading("Confusion matrix (rows: truth, columns: prediction)")
        report.addTable(confusion.table())
        report.addGallery(
            title: "Misclassified",
            samples: mistakes.map {
                // Named as the shapes report names its samples, so a miss can be found and its writer seen.
                HTMLReport.Sample(
                    svg: SVGRenderer(cellSize: 96).document(SVGPanel(drawing: $0.sample.drawing)),
                    caption: "truth \($0.sample.label) → predicted \($0.predicted): \($0.sample.id)" + ($0.sample.writer.map { ", writer \($0)" } ?? ""))
            },
            total: mistakeCount)
        return report
    }
}

/// What `eval handwriting --json` prints.
private struct HandwritingEvaluation: Encodable {
    let task = "handwriting"
    var model: String
    var split: String
    /// The label set predictions were restricted to, or "all".
    var labels: String
    var samples: Int
    var accuracy: Double
    var top3Accuracy: Double
    var caseInsensitiveAccuracy: Double
    var groups: [String: Double]
    var perClass: [String: ClassMetrics]
    var confusion: ConfusionMatrix
    var latency: LatencyPercentiles
    var samplesDetail: [SampleDetail<CharacterPrediction>]

    enum CodingKeys: String, CodingKey {
        case task, model, split, labels, samples, accuracy, groups, confusion
        case top3Accuracy = "top3_accuracy", caseInsensitiveAccuracy = "case_insensitive_accuracy"
        case perClass = "per_class", latency = "latency_us", samplesDetail = "samples_detail"
    }
}

/// What `eval handwriting --json` says of one character in `samples_detail`.
private struct CharacterPrediction: Encodable {
    var predicted: String
    var correct: Bool
    /// The classifier's best labels, best first (at most 3).
    var top3: [String]
    var latencyMicroseconds: Double

    enum CodingKeys: String, CodingKey {
        case predicted, correct, top3
        case latencyMicroseconds = "latency_us"
    }
}
