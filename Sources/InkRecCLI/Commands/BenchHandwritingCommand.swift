import Foundation
import HandwritingRecognition
import InkFormats
import NeuralNetwork

/// `inkrec bench handwriting DATASET...`: training throughput, the GFLOP/s its GEMMs reach next
/// to bare `cblas_sgemm` calls of the same shapes, and inference time per character.
struct BenchHandwritingCommand: Command {
    let name = "bench handwriting"
    let summary = "Measure character-classifier training and inference speed"
    let signature = CommandSignature(
        arguments: [Argument("DATASET", help: "labelled dataset files or folders (train writers are used)", repeated: true)],
        options: [
            Option("model", value: "FILE", help: "time inference with this .inkmodel (default: the benchmark's own network)"),
            Option("labels", value: "SET", help: "label set", default: "digits", allowed: CharacterLabelSet.allCases.map(\.rawValue)),
            Option("epochs", value: "N", help: "training epochs to time (1–\(TrainCommand.Limits.epochs.upperBound))", default: "1"),
            Option("batch", value: "B", help: "minibatch size (1–\(TrainCommand.Limits.batch.upperBound))", default: "64"),
            Option("threads", value: "T", help: "BLAS threads for training (inference uses 1; 1–\(TrainCommand.Limits.threads.upperBound))", default: "2"),
            Option("inference", value: "N", help: "characters to classify for the latency figures (1–\(inferenceCounts.upperBound))", default: "1000"),
        ],
        flags: [.json]
    )
    var discussion: String {
        """
        Training GFLOP/s counts the dense and convolution GEMMs of every step (forward, weight and
        input gradients) over the whole epoch's wall time, so feature extraction, augmentation and
        elementwise layers count against it; the bare figure times cblas_sgemm alone on the same
        shapes in the same run. --json also has \(StderrMessages.jsonKeysHelp).
        """
    }

    /// `--inference`: a million characters time the latency percentiles as well as more would.
    static let inferenceCounts = 1...1_000_000

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let labelSet = CharacterLabelSet(rawValue: arguments.option("labels")!)!
        // train's bounds, so a benchmark runs what train would accept.
        let limits = TrainCommand.Limits.self
        let (epochs, batch, threads, inferenceCount) = (
            try arguments.integer("epochs", in: limits.epochs), try arguments.integer("batch", in: limits.batch),
            try arguments.integer("threads", in: limits.threads), try arguments.integer("inference", in: Self.inferenceCounts)
        )
        let data = try CharacterDataset(paths: arguments.positionals("DATASET"), split: .train, labels: labelSet.labels, context: context)
        var messages = data.readingMessages
        messages.print(data.exclusionNote(split: .train, labelSet: "--labels \(labelSet)"), context: context)
        guard !data.samples.isEmpty else { throw CommandError.badInput("no \(labelSet) training samples") }

        BLASSettings.threadCount = threads
        let trainer = CharacterModelTrainer(
            labels: labelSet.labels,
            training: TrainingConfiguration(epochs: epochs, batchSize: batch, patience: nil, seed: 1))
        let stopwatch = Stopwatch()
        let (trained, _) = try trainer.train(
            data.samples, validation: [],
            provenance: Provenance(datasets: [], split: "benchmark", seed: 1, epochs: epochs, bestEpoch: epochs))
        let trainingSeconds = stopwatch.elapsed.seconds
        let network = try trained.makeNetwork()
        let shapes = network.trainingGEMMShapes(batch: batch)
        let flopsPerSample = shapes.reduce(0) { $0 + $1.floatingPointOperations } / Double(batch)
        let trainedSamples = Double(data.samples.count * epochs)
        let repetitions = max(1, data.samples.count / batch)
        let bareSeconds = GEMMBenchmark.seconds(for: shapes, repetitions: repetitions)

        let model = try arguments.option("model").map { try InkModel(contentsOf: context.url(forPath: $0)) } ?? trained
        let classifier = try ModelFileContext.naming(arguments.option("model") ?? "the trained model") { try CharacterClassifier(model: model) }
        BLASSettings.threadCount = 1
        let drawings = (0..<inferenceCount).map { data.samples[$0 % data.samples.count].drawing }
        var latencies = [Duration](), cpuTimes = [Duration]()
        for drawing in drawings {
            // The stopwatch wraps the CPU clock (see `bench shapes`): CPU time stays below wall time.
            let ((_, cpuTime), duration) = Stopwatch.measure { ThreadClock.measure { classifier.classify(drawing, top: 3) } }
            latencies.append(duration)
            cpuTimes.append(cpuTime)
        }

        let result = HandwritingBenchmark(
            samples: data.samples.count, epochs: epochs, batch: batch, threads: threads,
            trainingSamplesPerSecond: trainedSamples / trainingSeconds,
            trainingGFLOPS: flopsPerSample * trainedSamples / trainingSeconds / 1e9,
            bareSGEMMGFLOPS: shapes.reduce(0) { $0 + $1.floatingPointOperations } * Double(repetitions) / bareSeconds / 1e9,
            multiplyAddsPerCharacter: try model.makeNetwork().multiplyAddsPerSample,
            inferenceLatency: LatencyPercentiles(latencies, unit: .microseconds)!,
            inferenceCPUTime: LatencyPercentiles(cpuTimes, unit: .microseconds)!)
        if arguments.flag("json") {
            try context.printJSON(result, messages: messages)
        } else {
            context.print("training: \(Formatting.count(result.samples, "character")) × \(Formatting.count(epochs, "epoch")), batch \(batch), \(Formatting.count(threads, "BLAS thread"))")
            context.print("  \(Formatting.fixed(result.trainingSamplesPerSecond, digits: 0)) samples/s, GEMMs at \(Formatting.fixed(result.trainingGFLOPS, digits: 1)) GFLOP/s over the epoch (bare cblas_sgemm on the same shapes: \(Formatting.fixed(result.bareSGEMMGFLOPS, digits: 1)) GFLOP/s)")
            let latency = result.inferenceLatency
            context.print("inference (1 thread, \(Formatting.grouped(result.multiplyAddsPerCharacter)) multiply-adds): \(latency.text(unit: "µs")) per character")
            let cpu = result.inferenceCPUTime
            context.print("  CPU time of the calling thread (excludes waiting for a core): \(cpu.text(unit: "µs"))")
        }
    }
}

/// What `bench handwriting --json` prints.
private struct HandwritingBenchmark: Encodable {
    var samples: Int
    var epochs: Int
    var batch: Int
    var threads: Int
    var trainingSamplesPerSecond: Double
    var trainingGFLOPS: Double
    var bareSGEMMGFLOPS: Double
    var multiplyAddsPerCharacter: Int
    var inferenceLatency: LatencyPercentiles
    var inferenceCPUTime: LatencyPercentiles

    enum CodingKeys: String, CodingKey {
        case samples, epochs, batch, threads
        case trainingSamplesPerSecond = "training_samples_per_second", trainingGFLOPS = "training_gflops"
        case bareSGEMMGFLOPS = "bare_sgemm_gflops", multiplyAddsPerCharacter = "multiply_adds_per_character"
        case inferenceLatency = "inference_latency_us", inferenceCPUTime = "inference_cpu_time_us"
    }
}
