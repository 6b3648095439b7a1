import Foundation
import InkFormats
import ShapeRecognition

/// `inkrec eval shapes PATH... [--split S] [--threshold C] [--json] [--report FILE [--replace]]`: the shape
/// recognizer on labelled ink, judged by the label table of DESIGN.md.
struct EvalShapesCommand: Command {
    let name = "eval shapes"
    let summary = "Evaluate the shape recognizer on labelled ink"
    let signature = CommandSignature(
        arguments: [Argument("PATH", help: "labelled dataset files or folders", repeated: true)],
        options: [
            .split, .report,
            Option("threshold", value: "C", help: "confidence threshold (default: the recognizer's)"),
        ],
        flags: [
            .json, .replace,
            Flag("calibrate", help: "fit the per-kind logistic calibration on these samples and print it instead"),
            Flag("details", help: "with --json: each sample's strokes, snapped shape, traits and candidates in samples_detail"),
        ]
    )
    var discussion: String {
        """
        Labels (any case, spaces around them ignored) are the class names the tool prints: line, arrow, rectangle,
        roundedRectangle, ellipse, polygon3 … polygon8, star5 … star8, and none (no snap); or the
        datasets' names: square, process (rectangle); circle, oval, connection (ellipse);
        terminator (ellipse or roundedRectangle); arrowhead (arrow); triangle (polygon3);
        diamond, decision, data (polygon4); pentagon, hexagon, heptagon, octagon (polygon5 … 8);
        five_point_star, six_point_star (star5, star6). A bare polygon or star means one of any
        side or point count (its own row, polygon or star): label star5 for five points only.
        The other $1 and MMG gestures (check, caret, x, pigtail, …), Quick, Draw!'s zigzag and
        squiggle, and text expect no snap (row none). Unknown labels are listed, not guessed;
        with no known label at all, the error names the labels refused. A drawing (or stroke
        group) without a point is not judged: counted apart as no ink, not as a miss of its label.
        Square and rectangle are one kind, but a square standing on a corner (its sides within
        10° of 45° to the axes; within 25° among upright boxes on a page) is a diamond (polygon4
        with the diamond trait), as ShapeRecognizer.md documents: labelled square or rectangle it
        is a miss (label it diamond). A box that is no square stays a rectangle at any angle.
        FC flowcharts are judged per labelled stroke group; handwriting (UNIPEN, pendigits) is
        reported as the share that snaps, per label. What a label means comes from the
        `dataset` annotation the UNIPEN and Quick, Draw! readers set and `inkrec convert` to
        ndjson, InkML or JSON keeps, never from the format read: a converted file scores as its
        source does (Quick, Draw!'s `diamond`, a gemstone, stays excluded; UNIPEN labels stay
        handwriting).
        --json prints task, split, threshold (the confidence threshold used), samples
        (shape_samples + none_samples + handwriting_samples), accuracy (over shape samples; null
        without any, as false_snap_rate is without none samples), false_snap_rate, per_class,
        confusion, latency_us {p50, p95, p99}, and excluded (with excluded_labels, label →
        count), handwriting, unknown_labels and unlabelled (samples without a label, skipped)
        and no_ink (label → drawings without a point) for what was not judged as a shape sample,
        and \(StderrMessages.jsonKeysHelp), the tuned-on count among the warnings.
        The none row of per_class counts every sample that did not snap as predicted none: its
        precision falls with each declined shape, and a class's declines are its none column in
        confusion.
        samples_detail has one object per judged sample: id, source, writer, label, expected,
        predicted, correct, confidence, best (candidate), best_correct, declined_in_context (true
        when nothing snapped though best cleared the threshold: the ink around it declined it),
        latency_us (the thread
        CPU time of the recognition, as the latency_us percentiles: time the thread ran, so
        other load on the machine does not inflate it); --details adds its strokes, the snapped
        shape (Shape's Codable form, traits as its bitmask), traits by name (["circle"]) and
        candidates, every kind scored, best first: {class, kind, sides, confidence, fit_error}.
        --calibrate fits confidence = 1 / (1 + exp((error − midpoint) / width)) per kind family
        to the candidates' fit errors (Platt scaling) and prints the parameters as JSON: run it
        on training splits only (--split train); any other split (the default all included) is
        warned on stderr. --report, --threshold and --details do not apply to it, and its JSON
        (keyed by kind family) lists no warnings or notes: read them on stderr.
        Without --split (all), the samples in the train and validation writers of the public
        sets the recognizer was tuned on are counted on stderr: they are not held-out figures
        (pass --split test). Those samples are known by the annotations their readers set and
        `inkrec convert` keeps (Quick, Draw!'s dataset, FC's UI), in any format; gesture XML
        ($1, MMG) has none and counts by format: Subject 1–8 as in $1, or MMG's train and
        validation users (a converted log marked dataset gesture-xml, as the shipped
        Datasets/shape-samples is, counts too). The count is of evaluated samples (a flowchart
        page's stroke groups each). Ink of your own was never tuned on and all of it is held out: its
        split is only a hash of its writer id, and no warning counts it but in gesture XML, which the
        warning names as such.
        """
    }

    /// Whether `sample`, read as `format`, may belong to a public set the recognizer was tuned on,
    /// so that its train or validation part is no held-out figure: the samples the split-all
    /// warning counts. Known by annotation in any format — Quick, Draw! (`dataset`), FC
    /// flowcharts (`UI`), both kept by `inkrec convert` — and gesture XML by format: the $1 and MMG
    /// logs carry no mark of their own, so a log of one's own is counted too (the warning says so),
    /// and so are samples marked `dataset` `gesture-xml` (the shipped shape-samples' $1 and MMG logs).
    /// A user's InkML or ndjson is not: its part is only a hash of its writer id.
    static func mayBeTuningSet(_ sample: LabeledInk, format: InkFormat) -> Bool {
        let annotations = sample.drawing.annotations
        return format == .gestureXML || format == .quickDraw || LabeledInk.isFlowchartPage(annotations)
            || [InkFormat.quickDraw.rawValue, InkFormat.gestureXML.rawValue].contains(annotations[LabeledInk.datasetAnnotation])
    }

    /// The tuned-on warning's closing words when `parts` of the `counted` samples are gesture XML,
    /// which carries no dataset: counted by its Subject numbers alone, a log of your own is
    /// taken for $1's or MMG's. Empty when none is.
    static func gestureLogCaveat(_ parts: Int, of counted: Int) -> String {
        guard parts > 0 else { return "" }
        let which = parts == counted ? "all of them are" : "\(Formatting.grouped(parts)) of them \(parts == 1 ? "is" : "are")"
        return "; \(which) gesture XML, counted by Subject number alone: a log of your own was never tuned on"
            + " and all of it is held out, so the warning does not apply to it"
    }

    /// Options and flags `--calibrate` has no use for (it prints only the fit): given with it, they would be silently ignored.
    private static let nonCalibrationOptions = ["report", "threshold"], nonCalibrationFlags = ["details"]

    func run(_ arguments: ParsedArguments, context given: CommandContext) throws {
        if arguments.flag("calibrate"),
            let ignored = Self.nonCalibrationOptions.first(where: arguments.isGiven) ?? Self.nonCalibrationFlags.first(where: arguments.flag)
        {
            throw CommandError.usage("--\(ignored) does not apply to --calibrate, which prints only the fit as JSON")
        }
        if arguments.flag("details"), !arguments.flag("json") {
            throw CommandError.usage("--details applies to --json only (it adds samples_detail's strokes and shapes)")
        }
        let reportDestination = try ReportDestination.of(arguments, inputs: arguments.positionals("PATH"), context: given)
        // With --report -, the results go to stderr.
        let context = reportDestination?.results(given) ?? given
        var configuration = ShapeRecognizer.Configuration.default
        configuration.confidenceThreshold = try arguments.option("threshold", as: Double.self) ?? configuration.confidenceThreshold
        let recognizer: ShapeRecognizer
        do throws(ShapeRecognizerConfigurationError) {
            recognizer = try ShapeRecognizer(configuration: configuration)
        } catch {
            // The library's rule, named as the user typed it (the threshold is the only option).
            throw CommandError.usage("--threshold \(error.problem.requirement)")
        }
        let split = arguments.datasetSplit()
        var evaluation = ShapeEvaluation(recognizer: recognizer)
        evaluation.keepsInk = arguments.flag("details")
        // Judged by label (and the dataset annotation), never by the format read: a converted
        // file scores as its source does.
        let walked = try context.walk(arguments.positionals("PATH"))
        var datasets = DatasetSampleCounts(walked)
        // Counted in evaluated samples, as the table (a flowchart page gives one per group).
        var tuningParts = 0, gestureLogParts = 0
        let reading = try context.readSamples(in: walked, split: split) { sample, origin in
            let judged = evaluation.samples
            evaluation.add(sample)
            let added = evaluation.samples - judged
            datasets.add(origin, samples: added)
            if sample.split != .test, Self.mayBeTuningSet(sample, format: origin.format) {
                tuningParts += added
                if origin.format == .gestureXML { gestureLogParts += added }
            }
        }
        guard evaluation.samples > 0 else { throw Self.noKnownLabel(evaluation, split: split) }
        var messages = StderrMessages()
        messages.record(reading.warnings)
        let latency = LatencyPercentiles(evaluation.latencies, unit: .microseconds)
        if arguments.flag("calibrate") {
            if split != .train {
                context.printError("warning: --calibrate fits the confidence on split \(split), not train: tuned on what figures are reported on (--split train)")
            }
            try context.printJSON(CalibrationFit(evaluation.calibrationSamples))
            return
        }
        if split == .all, tuningParts > 0 {
            // As `eval handwriting` warns of a model's training writers; an explicit train or
            // validation split is a deliberate choice (tuning), the default is not.
            messages.print(
                "warning: split all: \(Formatting.grouped(tuningParts)) of \(Formatting.count(evaluation.samples, "sample"))"
                    + " \(tuningParts == 1 ? "is" : "are") in the train or"
                    + " validation writers of a public set the recognizer was tuned on ($1, MMG, Quick, Draw!, FC:"
                    + " TuningHistory.md): not held-out figures; evaluate them with --split test"
                    + Self.gestureLogCaveat(gestureLogParts, of: tuningParts),
                context: context)
        }
        // The report first, as eval handwriting does: `… --report FILE | head` ended the run on
        // SIGPIPE before writing it (break 24).
        if let reportDestination {
            var report = ShapeReport.make(evaluation, latency: latency, split: split, threshold: configuration.confidenceThreshold)
            report.addRunDetails(arguments, datasets: datasets, split: split, leftOut: [
                ("excluded by the label table", evaluation.excludedLabels),
                ("unknown labels, not evaluated", evaluation.unknownLabels),
                ("no ink, not evaluated", evaluation.noInk),
            ], unlabelled: evaluation.unlabelled)
            try reportDestination.write(report)
        }
        if arguments.flag("json") {
            try context.printJSON(EvalShapesSummary(
                evaluation, latency: latency, split: split, threshold: configuration.confidenceThreshold), messages: messages)
        } else {
            printText(evaluation, latency: latency, split: split, context: context)
        }
    }

    private func printText(
        _ evaluation: ShapeEvaluation, latency: LatencyPercentiles?, split: DatasetSplit, context: CommandContext
    ) {
        let confusion = evaluation.confusion
        context.print("samples \(Formatting.grouped(evaluation.samples)) (split \(split)): \(Self.breakdown(evaluation))")
        if confusion.total > 0 {
            let accuracy = evaluation.accuracy.map {
                "\(Formatting.percent($0)) over \(Formatting.count(evaluation.shapeSamples, "shape sample"))"
            }
            context.print("shape accuracy \(accuracy ?? "n/a (no shape samples)")")
            if let rate = evaluation.falseSnapRate {
                let support = confusion.metrics(for: ShapeExpectation.noShape).support
                context.print("false snaps \(Formatting.percent(rate)) of \(Formatting.count(support, "none sample"))")
            }
            context.print("")
            context.print(confusion.perClassTable().rendered())
            context.print(confusion.table().rendered())
        }
        if !evaluation.handwriting.isEmpty {
            context.print(ShapeReport.handwritingTable(evaluation).rendered())
        }
        if let latency {
            context.print("latency per recognition: p50 \(Formatting.fixed(latency.p50, digits: 1)) µs, p95 "
                + "\(Formatting.fixed(latency.p95, digits: 1)) µs, p99 \(Formatting.fixed(latency.p99, digits: 1)) µs")
        }
        if evaluation.excluded > 0 {
            context.print("excluded by the label table: \(Formatting.grouped(evaluation.excluded)) (\(Formatting.labelCounts(evaluation.excludedLabels)))")
        }
        if evaluation.unlabelled > 0 { context.print("unlabelled, not evaluated: \(evaluation.unlabelled)") }
        if !evaluation.noInk.isEmpty { context.print("no ink, not evaluated: " + Formatting.labelCounts(evaluation.noInk)) }
        if !evaluation.unknownLabels.isEmpty {
            context.print("unknown labels, not evaluated: " + Formatting.labelCounts(evaluation.unknownLabels))
        }
    }
}

extension EvalShapesCommand {
    /// Nothing to judge: the error names the labels refused (unknown or excluded, the 10 most
    /// frequent, quoted) so a user can see which of theirs the table does not take, and the
    /// drawings without a point, whose labels are fine but whose ink is missing.
    static func noKnownLabel(_ evaluation: ShapeEvaluation, split: DatasetSplit) -> CommandError {
        var parts: [String] = []
        let inkMissing = !evaluation.noInk.isEmpty
        if inkMissing { parts.append("drawings without a point " + Formatting.quotedLabelCounts(evaluation.noInk)) }
        if !evaluation.unknownLabels.isEmpty {
            parts.append("unknown labels " + Formatting.quotedLabelCounts(evaluation.unknownLabels))
        }
        if !evaluation.excludedLabels.isEmpty {
            parts.append("labels the table excludes " + Formatting.quotedLabelCounts(evaluation.excludedLabels))
        }
        let unlabelled = evaluation.unlabelled > 0 ? ", \(Formatting.grouped(evaluation.unlabelled)) unlabelled" : ""
        let named = parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
        // Ink is what is missing only when every refused sample had a known label.
        let labelsRefused = !evaluation.unknownLabels.isEmpty || !evaluation.excludedLabels.isEmpty
        let hint = labelsRefused ? " (labels it takes: `inkrec help eval shapes`)" : ""
        let lacking = !inkMissing ? "a known label" : labelsRefused ? "both a known label and ink" : "ink"
        return .badInput("no sample with \(lacking) under the given paths (split \(split)\(unlabelled))\(named)\(hint)")
    }

    /// "164 shapes, 246 none" and ", 3,498 handwriting" when there is any: what `samples` counts.
    static func breakdown(_ evaluation: ShapeEvaluation) -> String {
        var parts = [
            Formatting.count(evaluation.shapeSamples, "shape"), "\(Formatting.grouped(evaluation.noneSamples)) none",
        ]
        if evaluation.handwritingSamples > 0 { parts.append("\(Formatting.grouped(evaluation.handwritingSamples)) handwriting") }
        return parts.joined(separator: ", ")
    }
}

/// The `--json` object.
struct EvalShapesSummary: Encodable {
    struct Handwriting: Encodable {
        var samples: Int
        var snapped: Int
        var snap_share: Double
        var kinds: [String: Int]
    }

    var task = "shapes"
    var split: String
    /// The confidence threshold the recognizer snapped with (`--threshold`, else its default).
    var threshold: Double
    /// Every judged sample: `shape_samples + none_samples + handwriting_samples`.
    var samples: Int
    var shape_samples: Int
    var none_samples: Int
    var handwriting_samples: Int
    @ExplicitNull var accuracy: Double?
    @ExplicitNull var false_snap_rate: Double?
    var per_class: [String: ClassMetrics]
    var confusion: ConfusionMatrix
    @ExplicitNull var latency_us: LatencyPercentiles?
    var handwriting: [String: Handwriting]
    var unknown_labels: [String: Int]
    var excluded: Int
    /// Label → samples the label table left out; `excluded` is their sum.
    var excluded_labels: [String: Int]
    var unlabelled: Int
    /// Label → drawings (or stroke groups) without a point, not judged.
    var no_ink: [String: Int]
    var samples_detail: [SampleDetail<ShapeSampleDetail>]

    init(_ evaluation: ShapeEvaluation, latency: LatencyPercentiles?, split: DatasetSplit, threshold: Double) {
        self.split = split.rawValue
        self.threshold = threshold
        samples = evaluation.samples
        shape_samples = evaluation.shapeSamples
        none_samples = evaluation.noneSamples
        handwriting_samples = evaluation.handwritingSamples
        accuracy = evaluation.accuracy
        false_snap_rate = evaluation.falseSnapRate
        per_class = evaluation.confusion.perClass
        confusion = evaluation.confusion
        latency_us = latency
        handwriting = evaluation.handwriting.mapValues {
            Handwriting(samples: $0.total, snapped: $0.snapped, snap_share: Double($0.snapped) / Double(max($0.total, 1)), kinds: $0.kinds)
        }
        unknown_labels = evaluation.unknownLabels
        excluded = evaluation.excluded
        excluded_labels = evaluation.excludedLabels
        unlabelled = evaluation.unlabelled
        no_ink = evaluation.noInk
        samples_detail = evaluation.details
    }
}

/// The `--calibrate` object: per family, the fitted logistic (or `null`) and the data it saw.
struct CalibrationFit: Encodable {
    struct Entry: Encodable {
        var midpoint: Double?
        var width: Double?
        var positives: Int
        var negatives: Int
    }

    var families: [String: Entry]

    init(_ samples: [ShapeCalibration.Family: [(error: Double, isCorrect: Bool)]]) {
        families = Dictionary(uniqueKeysWithValues: ShapeCalibration.Family.allCases.map { family in
            let data = samples[family] ?? []
            let fit = ShapeCalibration.fittedLogistic(data)
            let positives = data.filter(\.isCorrect).count
            return (family.rawValue, Entry(midpoint: fit?.midpoint, width: fit?.width, positives: positives, negatives: data.count - positives))
        })
    }

    func encode(to encoder: any Encoder) throws { try families.encode(to: encoder) }
}
