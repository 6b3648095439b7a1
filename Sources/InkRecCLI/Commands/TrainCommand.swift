import Foundation
import HandwritingRecognition
import InkFormats
import NeuralNetwork

/// `inkrec train DATASET... --out MODEL`: trains a character classifier on the training writers,
/// selects the epoch on the held-out validation writers, and saves an `.inkmodel` atomically.
struct TrainCommand: Command {
    let name = "train"
    let summary = "Train a handwritten character classifier (or, with --words, a CTC word model) and save it as an .inkmodel"
    let signature = CommandSignature(
        arguments: [Argument("DATASET", help: "labelled dataset files or folders", repeated: true)],
        options: [
            Option("out", value: "MODEL", help: "the .inkmodel file to write", required: true),
            Option("labels", value: "SET", help: "label set", default: "digits", allowed: CharacterLabelSet.allCases.map(\.rawValue)),
            Option("epochs", value: "N", help: "training epochs (1–\(Limits.epochs.upperBound))", default: "30"),
            Option("batch", value: "B", help: "minibatch size (1–\(Limits.batch.upperBound))", default: "64"),
            Option("lr", value: "X", help: "peak learning rate (AdamW, cosine schedule)", default: "0.002"),
            Option("patience", value: "N", help: "stop after N epochs without a better epoch (validation accuracy, ties by validation loss)", default: "10"),
            Option("points", value: "N", help: "points per resampled character, 8–\(Limits.characterPoints.upperBound) (default 64; words: 256, 16–\(Limits.wordPoints.upperBound))"),
            Option("channels", value: "C,C,C", help: "output channels of each convolution stage, 1–\(Limits.channels.upperBound) each, at most \(Limits.stages) stages (default 32,48,64; words: 64,96,128,128,128)"),
            Option("density", value: "X", help: "words: resampled points per x-height of ink", default: "6"),
            Option("lstm", value: "H", help: "words: units per direction of a BiLSTM after the convolutions (0: none; at most \(Limits.lstm.upperBound))", default: "0"),
            Option("init", value: "MODEL", help: "words: start from this word model's weights (same alphabet, features and layers)"),
            Option("numbers", value: "N", help: "words: add N (at most \(Limits.glued.upperBound)) numbers glued from the --characters train writers' digits", default: "0"),
            Option("glued-words", value: "N", help: "words: add N (at most \(Limits.glued.upperBound)) --vocabulary words glued from the --characters train writers' letters", default: "0"),
            Option("glued-validation", value: "N", help: "words: add N numbers and N --vocabulary words glued from the --characters validation writers to the validation words", default: "0"),
            Option("characters", value: "DATASET", help: "words: isolated characters for --numbers, --glued-words and --glued-validation (UNIPEN 1a–1c)"),
            Option("vocabulary", value: "LEXICON", help: "words: the lexicon file --glued-words spells"),
            Option("hidden", value: "N", help: "units of the hidden dense layer (1–\(Limits.hidden.upperBound))", default: "128"),
            .seed,
            Option("threads", value: "T", help: "BLAS threads (at most 4 × the active processors: \(Limits.threads.upperBound) here); the same seed and thread count repeat a run bit for bit, another count sums in another order and ends on slightly different weights", default: "2"),
            Option("log-json", value: "FILE", help: "write per-epoch metrics as JSON to FILE (not the --out file) when the model is saved"),
        ],
        flags: [
            .json, Flag("words", help: "train a CTC word model on transcribed words (UNIPEN category 7)"),
            Flag("replace", help: "replace an existing MODEL or --log-json file"),
        ]
    )
    var discussion: String {
        """
        Trains on the `train` part of each dataset's writer-independent split and picks the epoch
        with the best accuracy on the `validation` writers; of epochs tied on that accuracy, the one
        with the lower validation loss (cross-entropy), and of those the earlier. The `test` writers
        are never used (read only to check the split). Samples without a writer id, or an explicit per-sample split that
        puts a writer in two parts, make the split by sample: train warns, naming the writers, and
        the model's header says so. An epoch whose mean training loss is NaN or infinite (a --lr
        too high) stops the training there: such weights do not recover. The best earlier epoch on
        the validation writers is then saved with a warning; with none (no validation, or the first
        epoch diverged) nothing is saved (exit 1).
        Example: inkrec train ../shared/datasets/pendigits/pendigits-orig.tra --out Models/digits.inkmodel
        With --words, each sample is a word: a conv net with CTC output (SequenceWordModel) is
        trained on the words whose labels it can write and the epoch with the lowest greedy
        (best-path) CER on the validation words is kept (of tied epochs, the earlier); --labels and
        --hidden do not apply.
        Example: inkrec train ../shared/datasets/unipen-train_r01_v07/data/7 --words --out Models/words.inkmodel
        --init MODEL fine-tunes a word model of the same alphabet, features and layers (--points,
        --density, --channels and --lstm default to the model's, so they need not be repeated); its
        validation CER counts as epoch 0, so an epoch must beat it (else the --init weights are
        saved, "best epoch 0"); --numbers N
        and --glued-words N add digit strings and --vocabulary words glued from the isolated
        characters (UNIPEN 1a–1c) of the --characters train writers (SyntheticText);
        --glued-validation N adds N of each, glued from its validation writers, to the validation
        words that choose the epoch.
        """
    }

    /// Options of one form only: given to the other, they would be silently ignored.
    private static let wordOptions = ["density", "lstm", "init", "numbers", "glued-words", "glued-validation", "characters", "vocabulary"]
    private static let characterOptions = ["labels", "hidden"]

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let words = arguments.flag("words")
        if let misplaced = (words ? Self.characterOptions : Self.wordOptions).first(where: arguments.isGiven) {
            throw CommandError.usage("--\(misplaced) " + (words ? "does not apply to --words" : "applies to --words only"))
        }
        if words { return try runWords(arguments, context: context) }
        let paths = arguments.positionals("DATASET")
        let labelSet = CharacterLabelSet(rawValue: arguments.option("labels")!)!
        let (out, logURL) = try Self.outputURLs(arguments, context: context)
        let logFile = EpochLogFile(url: logURL, context: context)
        let epochs = try arguments.integer("epochs", in: Limits.epochs), batch = try arguments.integer("batch", in: Limits.batch)
        let points = try arguments.integer("points", in: Limits.characterPoints, default: 64)
        let threads = try arguments.integer("threads", in: Limits.threads)
        let patience = try arguments.positiveInteger("patience"), hidden = try arguments.integer("hidden", in: Limits.hidden)
        let channels = try arguments.channelList(default: [32, 48, 64])
        let seed = try arguments.option("seed", as: UInt64.self)!
        let rate = try arguments.learningRate()

        let parts = try context.trainingParts(in: paths)
        let training = CharacterDataset(parts.training, labels: labelSet.labels)
        let validation = CharacterDataset(parts.validation, labels: labelSet.labels)
        for (data, split) in [(training, DatasetSplit.train), (validation, .validation)] {
            if let note = data.exclusionNote(split: split, labelSet: "--labels \(labelSet)") { context.printError(note) }
        }
        guard !training.samples.isEmpty else {
            throw CommandError.badInput("no \(labelSet) training samples in \(paths.joined(separator: ", "))")
        }
        if let note = training.missingLabelsNote(labelSet.labels) { context.printError(note) }
        if validation.samples.isEmpty {
            context.printError("no validation writers in these datasets: keeping the last epoch")
        }

        BLASSettings.threadCount = threads
        let configuration = TrainingConfiguration(
            epochs: epochs, batchSize: batch, learningRate: rate, labelSmoothing: 0.05, patience: patience, seed: seed)
        let trainer = CharacterModelTrainer(
            labels: labelSet.labels, features: InkFeatureExtractor(pointCount: points),
            architecture: CharacterNetworkArchitecture(channels: channels, hidden: hidden), training: configuration)
        let command = (["inkrec", "train"] + paths + [
            "--out", arguments.option("out")!, "--labels", labelSet.rawValue, "--epochs", "\(epochs)",
            "--batch", "\(batch)", "--lr", arguments.option("lr")!, "--patience", "\(patience)",
            "--points", "\(points)", "--channels", channels.map(String.init).joined(separator: ","),
            "--hidden", "\(hidden)", "--seed", "\(seed)", "--threads", "\(threads)",
        ]).joined(separator: " ")
        let provenance = Provenance(
            datasets: paths,
            split: Self.splitDescription(
                parts.audit, validation: validation.samples.isEmpty ? nil : "validation (epoch selection)"),
            seed: seed, epochs: epochs, bestEpoch: 0, command: command,
            created: ISO8601DateFormatter().string(from: Date()),
            writers: Self.writers(of: training.origins + validation.origins))

        let batchesPerEpoch = (training.samples.count + batch - 1) / batch
        let progress = ProgressBar(label: "train", total: epochs * batchesPerEpoch, context: context)
        var log = [EpochLogEntry]()
        var epochMessage = ""
        var epochsDone = 0
        let stopwatch = Stopwatch()
        let (model, result) = try trainer.train(
            training.samples, validation: validation.samples, provenance: provenance,
            onBatch: { done, _ in
                progress.update(completed: epochsDone * batchesPerEpoch + done, message: epochMessage)
            },
            onEpoch: { report in
                epochsDone = report.epoch
                let entry = EpochLogEntry(report, samples: training.samples.count)
                epochMessage = entry.summary(of: epochs)
                progress.note(epochMessage)
                log.append(entry)
                logFile.record(log)
            })
        progress.finish(epochMessage)
        if let warning = try Self.checkConverged(
            lastEpoch: result.epochs.last?.epoch, loss: result.epochs.last?.trainingLoss, bestEpoch: result.bestEpoch,
            of: epochs, url: out, arguments: arguments)
        {
            context.printError("warning: \(warning)")
        }
        try Self.save(model, to: out, arguments: arguments)
        logFile.commit()

        let summary = TrainingSummary(
            model: out.path, labels: labelSet.rawValue, trainingSamples: training.samples.count,
            validationSamples: validation.samples.count, epochs: result.epochs.count, bestEpoch: result.bestEpoch,
            stoppedEarly: result.stoppedEarly, validationAccuracy: model.header.provenance.metrics["validation_accuracy"],
            seconds: stopwatch.elapsed.seconds, parameters: model.weights.count)
        if arguments.flag("json") {
            try context.printJSON(summary)
        } else {
            context.print("saved \(arguments.option("out")!): \(summary.parameters) weights, "
                + Self.epochKept(summary.bestEpoch, of: summary.epochs, validated: !validation.samples.isEmpty))
            if let accuracy = summary.validationAccuracy {
                context.print("validation accuracy \(Formatting.percent(accuracy)) on \(Formatting.count(validation.samples.count, "sample"))")
            }
            context.print("trained in \(Formatting.clock(seconds: summary.seconds))")
        }
    }
}

extension TrainCommand {
    /// The split a model was trained with, for its provenance: the parts' unit is writers only
    /// when the `audit` found the split writer-independent.
    /// - Parameters:
    ///   - validation: what the validation part is for, or `nil` when it is empty: then no
    ///     epoch was chosen, the last one was kept, and the description says so.
    ///   - trainingExtra, validationExtra: what each part holds besides the datasets' samples
    ///     (`" and 1500 numbers …"`).
    static func splitDescription(
        _ audit: SplitAudit, validation: String?, trainingExtra: String = "", validationExtra: String = ""
    ) -> String {
        let unit = audit.isWriterIndependent ? "writers" : "samples"
        let validationPart = validation.map { "\($0): their validation \(unit)\(validationExtra)" }
            ?? "no validation \(unit): the last epoch kept"
        return "train: the datasets' train \(unit)\(trainingExtra); \(validationPart); \(audit.splitKind)"
    }

    /// "best epoch 7 of 12", or without validation samples "the last epoch kept, 12 of 12 (no
    /// validation samples chose one)": what the saved weights are.
    static func epochKept(_ epoch: Int, of epochs: Int, validated: Bool) -> String {
        validated ? "best epoch \(epoch) of \(epochs)" : "the last epoch kept, \(epoch) of \(epochs) (no validation samples chose one)"
    }

    /// The distinct writer ids of `samples`, sorted, for ``Provenance/writers``.
    static func writers(of samples: some Sequence<LabeledInk>) -> [String] {
        Set(samples.compactMap(\.writer)).sorted()
    }

    /// The checked `--out` and `--log-json` URLs: neither may be an input (datasets, `--init`,
    /// `--characters`, `--vocabulary`), the log may not be the model (symlinks followed), and an
    /// existing model or log is replaced only with `--replace`.
    /// - Throws: ``CommandError`` as ``CommandContext/outputURL(forPath:named:inputs:replace:allowsInsideInputFolder:takesStandardOutput:)`` does.
    static func outputURLs(_ arguments: ParsedArguments, context: CommandContext) throws -> (model: URL, log: URL?) {
        let inputs = arguments.positionals("DATASET") + ["init", "characters", "vocabulary"].compactMap { arguments.option($0) }
        let model = try context.outputURL(forPath: arguments.option("out")!, named: "--out", inputs: inputs, replace: arguments.flag("replace"))
        let log = try arguments.option("log-json").map { try context.outputURL(forPath: $0, named: "--log-json", inputs: inputs, replace: arguments.flag("replace")) }
        if let log, let logPath = arguments.option("log-json"), log.resolvedFileURL.path == model.resolvedFileURL.path {
            throw CommandError.usage("--log-json \(logPath) is the --out model \(arguments.option("out")!): choose another log path")
        }
        return (model, log)
    }

    /// Writes a trained model atomically, refusing one whose training diverged (a NaN or infinite
    /// weight): then nothing is written and a file already at `url` is untouched.
    /// - Throws: `CommandError.badInput` for a diverged training, `ModelFileError` otherwise.
    static func save(_ model: InkModel, to url: URL, arguments: ParsedArguments) throws {
        do { try model.write(to: url) } catch {
            guard case .nonFiniteWeight(_, let index, let value) = error else { throw error }
            throw diverged("weight \(index) is \(value)", url: url, arguments: arguments)
        }
    }

    /// Checks a training whose last epoch's mean loss may be NaN or infinite: the trainers stop at
    /// the first such epoch (its weights do not recover) and hand back the best validation
    /// epoch's weights. Those are saved when they come from an earlier epoch; the weights of the
    /// diverged epoch itself (no validation, or no earlier epoch scored best) never are.
    /// - Returns: the warning to print when an earlier best epoch is saved, else `nil`.
    /// - Throws: `CommandError.badInput` naming the epoch and loss when `bestEpoch` ≥ `lastEpoch`.
    static func checkConverged(
        lastEpoch: Int?, loss: Float?, bestEpoch: Int, of epochs: Int, url: URL, arguments: ParsedArguments
    ) throws -> String? {
        guard let lastEpoch, let loss, !loss.isFinite else { return nil }
        guard bestEpoch < lastEpoch else {
            throw diverged("epoch \(lastEpoch) of \(epochs) has training loss \(loss), training stopped there", url: url, arguments: arguments)
        }
        return "epoch \(lastEpoch) diverged (loss \(loss)), training stopped there; saved best epoch \(bestEpoch)"
    }

    private static func diverged(_ why: String, url: URL, arguments: ParsedArguments) -> CommandError {
        .badInput("training diverged (\(why)): \(url.path) not saved, any file there is untouched; try a lower --lr than \(arguments.option("lr")!)")
    }
}

extension TrainCommand {
    /// The sizes `train` accepts. Far above the shipped models (64/256 points, ≤ 128 channels and
    /// units, 1,500 glued numbers), they keep any one option from asking for gigabytes or
    /// overflowing a count; memory still grows with their product.
    enum Limits {
        static let epochs = 1...10_000
        static let batch = 1...1_024
        static let characterPoints = 8...512
        static let wordPoints = 16...2_048
        static let channels = 1...256
        static let stages = 8
        static let hidden = 1...512
        static let lstm = 0...512
        /// `--numbers` and `--glued-words`, each.
        static let glued = 0...20_000
        /// More BLAS threads than 4 per active processor only add contention.
        static let threads = 1...(4 * ProcessInfo.processInfo.activeProcessorCount)
    }
}

extension ParsedArguments {
    /// `--channels C,C,…`: 1 to `Limits.stages` integers within `Limits.channels`, or `value`
    /// when absent.
    func channelList(default value: [Int]) throws -> [Int] {
        guard let text = option("channels") else { return value }
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        let channels = fields.compactMap { Int($0) }
        let limits = TrainCommand.Limits.self
        guard (1...limits.stages).contains(fields.count), channels.count == fields.count,
            channels.allSatisfy(limits.channels.contains)
        else {
            throw CommandError.usage(
                "--channels expects 1 to \(limits.stages) integers from 1 to \(limits.channels.upperBound) separated by commas, got '\(text)'")
        }
        return channels
    }

    /// `--lr`, a positive finite number.
    func learningRate() throws -> Float {
        guard let rate = try option("lr", as: Float.self), rate > 0, rate.isFinite else {
            throw CommandError.usage("--lr expects a positive number")
        }
        return rate
    }
}

/// One line of `--log-json`.
private struct EpochLogEntry: Encodable {
    var epoch: Int
    var trainingLoss: Float
    var trainingAccuracy: Double
    var validationLoss: Float?
    var validationAccuracy: Double?
    var learningRate: Float
    var seconds: Double
    var samplesPerSecond: Double

    init(_ report: EpochReport, samples: Int) {
        epoch = report.epoch
        trainingLoss = report.trainingLoss
        trainingAccuracy = report.trainingAccuracy
        validationLoss = report.validation?.loss
        validationAccuracy = report.validation?.accuracy
        learningRate = report.learningRate
        seconds = report.seconds
        samplesPerSecond = report.seconds > 0 ? Double(samples) / report.seconds : 0
    }

    func summary(of epochs: Int) -> String {
        var text = "epoch \(epoch)/\(epochs) loss \(Formatting.fixed(Double(trainingLoss)))"
        if let validationAccuracy { text += " val \(Formatting.percent(validationAccuracy))" }
        return text
    }

    enum CodingKeys: String, CodingKey {
        case epoch, seconds
        case trainingLoss = "training_loss", trainingAccuracy = "training_accuracy"
        case validationLoss = "validation_loss", validationAccuracy = "validation_accuracy"
        case learningRate = "learning_rate", samplesPerSecond = "samples_per_second"
    }
}

/// What `train --json` prints.
private struct TrainingSummary: Encodable {
    var model: String
    var labels: String
    var trainingSamples: Int
    var validationSamples: Int
    var epochs: Int
    var bestEpoch: Int
    var stoppedEarly: Bool
    var validationAccuracy: Double?
    var seconds: Double
    var parameters: Int

    enum CodingKeys: String, CodingKey {
        case model, labels, epochs, seconds, parameters
        case trainingSamples = "training_samples", validationSamples = "validation_samples"
        case bestEpoch = "best_epoch", stoppedEarly = "stopped_early", validationAccuracy = "validation_accuracy"
    }
}
