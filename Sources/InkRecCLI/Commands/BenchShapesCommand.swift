import Foundation
import InkCore
import InkFormats
import ShapeRecognition

/// `inkrec bench shapes [PATH...] [--split S] [--limit N] [--repeat N] [--peers DIR] [--json]`:
/// latency and accuracy of the shape recognizer per stroke (≤ 200 points), beside the Python $1
/// and $N recognizers from PyPI timed in the same run on the same strokes when their venv exists,
/// each peer's latency also as a multiple of inkrec's.
struct BenchShapesCommand: Command {
    let name = "bench shapes"
    let summary = "Time the shape recognizer per stroke, beside the $1 and $N Python peers, with each one's accuracy"
    let signature = CommandSignature(
        arguments: [Argument("PATH", help: "labelled ink (default: Datasets/dollar1-unistroke, else Datasets/shape-samples, in the working folder, else in inkrec's package)", repeated: true, optional: true)],
        options: [
            .split,
            Option("limit", value: "N", help: "strokes to time, evenly spaced over the set (1–\(limits.upperBound))", default: "500"),
            Option("repeat", value: "N", help: "timing passes over the strokes, one call per stroke each (after a warm-up pass; 1–\(repeats.upperBound))", default: "3"),
            Option("peers", value: "DIR", help: "folder of shapes_peers.py and .venv-shapes (Benchmarks/shapes-peers-setup.sh)", default: "Benchmarks"),
        ],
        flags: [.json]
    )
    var discussion: String {
        """
        Strokes are the single-stroke samples of 2–200 points under PATH in --split (longer ones are
        passed over and counted: "strokes_over_maximum_points" in --json); of more than --limit,
        that many evenly spaced over the set, first included, as `render --limit` draws, so a set
        stored label by label keeps every label (and the peers a template for each). Drawings that
        break InkDrawing.validate() are warned of on stderr, as every command reading ink does.
        Each stroke is recognized once to warm up, then the strokes are timed in --repeat passes,
        one call per stroke a pass, each call on the wall clock and on the thread's CPU clock (the
        CPU figures leave out time the scheduler gave to other processes; the wall figures include
        it, so compare them with the load average printed). The percentiles pool every pass; beside
        them the spread of the passes' own CPU p99 (lowest, median, highest) shows how much the
        machine varied during the run: on a shared or virtual machine a slow spell lifts a pass
        or two, not the same strokes in every pass. A progress bar on stderr follows the passes
        and the peers.

        The peers get the same strokes. Their templates are one per label: the first single
        stroke of 2–200 points with that label in the train split under PATH, then in the
        validation split (timing --split train spreads the strokes over every train writer), from
        a writer none of the timed strokes has (a sample without a writer: one that is not timed), so no peer
        matches a stroke against itself or its writer's other drawings; a label with no such
        stroke has no template and its strokes count wrong for the peers ("templates" in --json; the
        text header gives templates and labels).
        Accuracy is each recognizer's share of right answers on the timed strokes: for inkrec its
        shape class against the label's expected class as `eval shapes` judges it (a $1 "check"
        is right when nothing snaps; strokes whose label eval shapes does not judge are left
        out: "scored_strokes"; with none scored, accuracy is null); for a peer its template's label
        against the stroke's (null when the peer did not run). The two are
        different tasks (inkrec: six kinds or no shape, with no templates; a peer: the nearest of
        the labels' templates), so the accuracy says what each method gives on this data, the
        latency what it costs. When timed strokes come from test-split writers (as with the shipped
        default set under --split all), a note on stderr says how many ("test_split_strokes" in
        --json; its text among the notes): read that accuracy, do not tune on it. The peers are pure-Python packages (the $1 one loops over points
        in Python), so "× inkrec" — a peer's CPU p50 and p99 over inkrec's in the same run —
        measures those implementations and the interpreter, not the $1 and $N methods.
        --json also has \(StderrMessages.jsonKeysHelp).
        """
    }

    /// `--limit`: more strokes than the largest shipped set's add time, not precision.
    static let limits = 1...100_000
    /// `--repeat` (here and in `bench snap`): a run that cannot end within hours is a typo.
    static let repeats = 1...1_000

    /// Strokes longer than this are left out: the latency target is per stroke of ≤ 200 points.
    static let maximumPoints = 200

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let limit = try arguments.integer("limit", in: Self.limits), repeats = try arguments.integer("repeat", in: Self.repeats)
        let paths = try inputPaths(arguments, context: context)
        let split = arguments.datasetSplit()
        var eligible: [LabeledInk] = []  // every timeable stroke in --split, in file order
        // The peers' template candidates, in file order: train, then validation.
        var trainStrokes: [LabeledInk] = [], validationStrokes: [LabeledInk] = []
        var tooLong = 0  // single strokes passed over for having more than maximumPoints points
        // One read for the timed strokes (in --split) and the templates: read twice, a
        // file's warnings were printed twice and stdin was empty the second time. Warnings name
        // --split's drawings only: the train part read for templates is not what is timed. The
        // reading's skips and audit are warned of on stderr by `readSamples` itself.
        let reading = try context.readSamples(in: context.walk(paths), split: .all, warnedSplit: split, auditsSplit: split != .all) { sample, _ in
            let strokes = sample.drawing.strokes
            guard strokes.count == 1 else { return }
            let points = strokes[0].points.count
            if (2...Self.maximumPoints).contains(points) {
                if sample.split == .train { trainStrokes.append(sample) }
                if sample.split == .validation { validationStrokes.append(sample) }
            }
            guard split.includes(sample.split) else { return }
            if points > Self.maximumPoints {
                tooLong += 1
            } else if points >= 2 {
                eligible.append(sample)
            }
        }
        // The first N in file order were the first few labels of a set stored label by label.
        var messages = StderrMessages()
        messages.record(reading.warnings)
        let samples = eligible.evenlySpaced(limit: limit)
        guard !samples.isEmpty else { throw CommandError.badInput("no single stroke of 2–\(Self.maximumPoints) points under the given paths") }
        let recognizer = ShapeRecognizer()
        let inputs = samples.map(\.drawing.strokes)
        // The warm-up pass gives the answers scored; the timed passes repeat them.
        let answers = inputs.map { recognizer.recognize($0) }
        let score = Self.score(samples, answers: answers)
        let testStrokes = samples.count(where: { $0.split == .test })
        if testStrokes > 0 {
            // Latency is the same on any ink; an accuracy read on test writers is not one to tune on.
            let tested = zip(samples, answers).filter { $0.0.split == .test }
            let testScored = Self.score(tested.map(\.0), answers: tested.map(\.1)).scored
            let scoredPart = testScored == 0
                ? "but none of them was scored (no label `eval shapes` judges), so the accuracy column does not read them"
                : "so the accuracy column reads \(testScored == testStrokes ? "them" : "\(Formatting.grouped(testScored)) of them"); tune on --split train or --split validation"
            messages.print(
                "note: \(Formatting.count(testStrokes, "timed stroke")) of \(Formatting.grouped(samples.count))"
                    + " \(testStrokes == 1 ? "comes" : "come") from test-split writers, \(scoredPart)",
                context: context)
        }
        let bar = ProgressBar(label: "inkrec", total: repeats, context: context)
        var wall: [Duration] = [], cpu: [Duration] = [], passP99: [Double] = []
        // Pass by pass, not each stroke's calls back to back: a slow spell of the machine then
        // shows as a pass slower than the others rather than as slow strokes, and each call
        // follows other strokes' work, as in an app (back to back, the calls found the caches and
        // branch history of the same stroke's call before, and printed a lower p50 and p95).
        for _ in 0..<repeats {
            var passCPU: [Duration] = []
            passCPU.reserveCapacity(inputs.count)
            for strokes in inputs {
                // The stopwatch wraps the CPU clock, not the reverse: reading one clock inside the
                // other counts its cost in the outer figure only, so CPU time stays below wall time.
                let ((_, cpuTime), duration) = Stopwatch.measure { ThreadClock.measure { recognizer.recognize(strokes) } }
                passCPU.append(cpuTime)
                wall.append(duration)
            }
            cpu += passCPU
            passP99.append(LatencyPercentiles(passCPU, unit: .microseconds)!.p99)
            bar.update(completed: passP99.count)
        }
        passP99.sort()
        var rows = [BenchShapesRow(
            recognizer: "inkrec ShapeRecognizer (Swift)", calls: wall.count,
            wall: LatencyPercentiles(wall, unit: .microseconds), cpu: LatencyPercentiles(cpu, unit: .microseconds),
            cpu_p99_passes: PassSpread(lowest: passP99[0], median: passP99[(passP99.count - 1) / 2], highest: passP99[passP99.count - 1]),
            scored_strokes: score.scored, accuracy: score.accuracy)]
        bar.finish()
        let templates = Self.templates(for: samples, among: trainStrokes + validationStrokes)
        var peerBar: (peer: String, bar: ProgressBar)?
        let peers = PythonPeers.measure(
            queries: samples, templates: templates, repeats: repeats, folder: peersFolder(arguments, context: context)
        ) { peer, done, total in
            if peerBar?.peer != peer {
                peerBar?.bar.finish()
                peerBar = (peer, ProgressBar(label: peer == "dollar_one" ? "$1" : "$N", total: total, context: context))
            }
            peerBar?.bar.update(completed: done)
        }
        peerBar?.bar.finish()
        rows += peers.map { $0.relative(to: rows[0]) }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init)
        let summary = BenchShapesSummary(
            split: split.rawValue, strokes: samples.count, test_split_strokes: testStrokes, strokes_over_maximum_points: tooLong, repeat: repeats,
            templates: templates.count, load_average: load, results: rows)
        if arguments.flag("json") {
            try context.printJSON(summary, messages: messages)
        } else {
            let labels = Set(samples.map(\.label)).count
            context.print("\(Formatting.count(samples.count, "stroke")) of 2–\(Self.maximumPoints) points, \(Formatting.count(repeats, "timed call")) each"
                + (tooLong > 0 ? " (\(Formatting.grouped(tooLong)) of over \(Self.maximumPoints) points passed over)" : "")
                + "; peers: \(Formatting.count(templates.count, "template")) for \(Formatting.count(labels, "label"))"
                + (load.map { "; load average \($0)" } ?? ""))
            context.print(summary.table().rendered())
            if let spread = rows[0].cpu_p99_passes {
                context.print("inkrec cpu p99 per pass (\(Formatting.count(repeats, "pass", plural: "passes"))): lowest "
                    + "\(Formatting.fixed(spread.lowest, digits: 1)), median \(Formatting.fixed(spread.median, digits: 1)), "
                    + "highest \(Formatting.fixed(spread.highest, digits: 1)) µs")
            }
        }
    }

    /// The share of `samples` whose answer is the class `eval shapes` expects for the label, over
    /// the samples whose label it judges as a shape or as no shape.
    static func score(_ samples: [LabeledInk], answers: [ShapeRecognition]) -> (scored: Int, accuracy: Double?) {
        var scored = 0, right = 0
        for (sample, answer) in zip(samples, answers) {
            let judgement = ShapeExpectation.judge(
                label: sample.label, dataset: sample.drawing.annotations[LabeledInk.datasetAnnotation])
            guard case .expect(let expectation) = judgement else { continue }
            scored += 1
            if expectation.accepted.contains(ShapeExpectation.className(of: answer.shape)) { right += 1 }
        }
        return (scored, scored > 0 ? Double(right) / Double(scored) : nil)
    }

    /// The peers' templates: per label of `queries`, in their order, the first of `candidates`
    /// (the train, then validation split's single strokes of 2–`maximumPoints` points, in file order) with that
    /// label whose writer no query has (without a writer: that is no query itself). O(q + c).
    static func templates(for queries: [LabeledInk], among candidates: [LabeledInk]) -> [LabeledInk] {
        let writers = Set(queries.compactMap(\.writer)), timed = Set(queries.map { [$0.source, $0.id] })
        var found: [String: LabeledInk] = [:]
        for sample in candidates where found[sample.label] == nil
            && (sample.writer.map { !writers.contains($0) } ?? !timed.contains([sample.source, sample.id])) {
            found[sample.label] = sample
        }
        var seen = Set<String>()
        return queries.compactMap { seen.insert($0.label).inserted ? found[$0.label] : nil }
    }

    /// `--peers`, or by default the package's `Benchmarks` folder wherever inkrec runs from.
    private func peersFolder(_ arguments: ParsedArguments, context: CommandContext) -> URL {
        let path = arguments.isGiven("peers") ? arguments.option("peers")! : (try? context.packageDefault(["Benchmarks"], for: "Benchmarks folder")) ?? "Benchmarks"
        return context.url(forPath: path)
    }

    private func inputPaths(_ arguments: ParsedArguments, context: CommandContext) throws -> [String] {
        let given = arguments.positionals("PATH")
        if !given.isEmpty { return given }
        return [try context.packageDefault(["Datasets/dollar1-unistroke", "Datasets/shape-samples"], for: "default dataset (give PATH)")]
    }
}

/// One recognizer's figures, or why it could not run.
struct BenchShapesRow: Encodable {
    var recognizer: String
    var calls: Int
    var wall: LatencyPercentiles?
    var cpu: LatencyPercentiles?
    /// The spread of the timing passes' own CPU p99, in µs (inkrec's row only).
    var cpu_p99_passes: PassSpread?
    /// Timed strokes whose answer was scored (inkrec: those whose label `eval shapes` judges);
    /// `null` for a peer that gave no answers.
    @ExplicitNull var scored_strokes: Int? = nil
    /// Share of the scored strokes answered right, in 0…1; `null` when none was scored (no
    /// label `eval shapes` judges, or a peer that did not run), never left out.
    @ExplicitNull var accuracy: Double? = nil
    /// CPU p50 and p99 over inkrec's in the same run (peers only).
    var cpu_p50_ratio: Double?
    var cpu_p99_ratio: Double?
    var error: String?

    /// This row with its CPU percentiles as multiples of `baseline`'s.
    func relative(to baseline: BenchShapesRow) -> BenchShapesRow {
        var row = self
        if let cpu, let base = baseline.cpu, base.p50 > 0, base.p99 > 0 {
            row.cpu_p50_ratio = cpu.p50 / base.p50
            row.cpu_p99_ratio = cpu.p99 / base.p99
        }
        return row
    }
}

/// The lowest, median (the lower of the middle two for an even count) and highest of one figure
/// over the timing passes, in µs.
struct PassSpread: Encodable {
    var lowest: Double
    var median: Double
    var highest: Double
}

/// The `--json` object.
struct BenchShapesSummary: Encodable {
    var task = "bench shapes"
    var split: String
    var strokes: Int
    /// Timed strokes from test-split writers (their answers are in the accuracy column).
    var test_split_strokes: Int
    /// Single strokes in the split passed over for their length.
    var strokes_over_maximum_points: Int
    var `repeat`: Int
    /// The peers' templates, one per label (from the train split, else validation; other writers than the strokes').
    var templates: Int
    var load_average: String?
    var results: [BenchShapesRow]

    func table() -> TextTable {
        func cells(_ p: LatencyPercentiles?) -> [String] {
            guard let p else { return ["-", "-", "-"] }
            return [p.p50, p.p95, p.p99].map { Formatting.fixed($0, digits: 1) }
        }
        func ratio(_ value: Double?) -> String { value.map { "×" + Formatting.fixed($0, digits: $0 < 10 ? 1 : 0) } ?? "-" }
        return TextTable(
            header: ["recognizer", "calls", "wall p50 µs", "p95", "p99", "cpu p50 µs", "p95", "p99",
                     "cpu p50 × inkrec", "p99 × inkrec", "accuracy", "note"],
            rows: results.map { row in
                [row.recognizer, Formatting.grouped(row.calls)] + cells(row.wall) + cells(row.cpu)
                    + [ratio(row.cpu_p50_ratio), ratio(row.cpu_p99_ratio),
                       row.accuracy.map { "\(Formatting.percent($0)) of \(Formatting.grouped(row.scored_strokes ?? 0))" } ?? "-",
                       row.error ?? ""]
            },
            alignments: [.left] + Array(repeating: .right, count: 10) + [.left])
    }
}
