import Foundation
import HandwritingRecognition
import InkFormats
import NeuralNetwork

/// `inkrec train DATASET... --words --out MODEL`: a CTC word model (`SequenceWordModel`).
extension TrainCommand {
    func runWords(_ arguments: ParsedArguments, context: CommandContext) throws {
        let paths = arguments.positionals("DATASET")
        // Stdin reads once: the second read would find it empty.
        if paths.contains(WalkedPath.standardInput), arguments.option("characters") == WalkedPath.standardInput {
            throw CommandError.usage("- (stdin) given as DATASET and as --characters: it can be read once; give one of them a file")
        }
        let (out, logURL) = try Self.outputURLs(arguments, context: context)
        let logFile = EpochLogFile(url: logURL, context: context)
        let epochs = try arguments.integer("epochs", in: Limits.epochs), batch = try arguments.integer("batch", in: Limits.batch)
        // --init's model gives the settings not given (a model trained with --points 128 is
        // fine-tuned at 128 without repeating it); `start(from:)` names what still differs.
        let initial = try arguments.option("init").map { try InkModel(contentsOf: context.url(forPath: $0)) }
        let inherited = initial.map(Self.wordSettings(of:))
        let points = inheriting(
            try arguments.integer("points", in: Limits.wordPoints, default: 256), inherited?.points, given: arguments.isGiven("points"))
        let threads = try arguments.integer("threads", in: Limits.threads)
        let patience = try arguments.positiveInteger("patience")
        let channels = try arguments.channelList(default: inherited?.channels ?? SequenceWordArchitecture().channels)
        let seed = try arguments.option("seed", as: UInt64.self)!
        let rate = try arguments.learningRate()
        guard let given = try arguments.option("density", as: Double.self), given > 0, given <= 100 else {
            throw CommandError.usage("--density expects a number of points per x-height in (0, 100]")
        }
        let density = inheriting(given, inherited?.density, given: arguments.isGiven("density"))
        let lstm = inheriting(try arguments.integer("lstm", in: Limits.lstm), inherited?.lstm, given: arguments.isGiven("lstm"))
        let architecture = SequenceWordArchitecture(channels: channels, recurrentHidden: lstm)
        guard points % architecture.frameStride == 0 else {
            throw CommandError.usage("--points must be a multiple of \(architecture.frameStride)")
        }

        BLASSettings.threadCount = threads
        let configuration = TrainingConfiguration(epochs: epochs, batchSize: batch, learningRate: rate, patience: patience, seed: seed)
        var trainer = WordModelTrainer(
            featurizer: WordFeatureSequence(pointCount: points, pointsPerXHeight: density), architecture: architecture,
            training: configuration)
        if let initial { try trainer.start(from: initial) }
        var training: [WordSample] = []
        var excluded = 0
        let parts = try context.trainingParts(in: paths)
        for sample in parts.training {
            let word = WordSample(drawing: sample.drawing, text: Self.transcription(sample.label))
            if let label = trainer.symbols(word.text), !label.isEmpty,
                CTCLoss.requiredFrames(for: label) <= trainer.frameCount
            {
                training.append(word)
            } else {
                excluded += 1
            }
        }
        let synthetic = try Self.syntheticText(arguments, seed: seed, context: context)
        training += synthetic.training
        var validation = parts.validation.map { WordSample(drawing: $0.drawing, text: Self.transcription($0.label)) }
        validation += synthetic.validation
        if excluded > 0 { context.printError("train split: skipped \(Formatting.count(excluded, "word")) the alphabet cannot write or too long") }
        guard !training.isEmpty else { throw CommandError.badInput("no training words in \(paths.joined(separator: ", "))") }
        if validation.isEmpty { context.printError("no validation writers in these datasets: keeping the last epoch") }

        let command = (["inkrec", "train"] + paths + [
            "--words", "--out", arguments.option("out")!, "--epochs", "\(epochs)", "--batch", "\(batch)",
            "--lr", arguments.option("lr")!, "--patience", "\(patience)", "--points", "\(points)",
            "--density", PreprocessingDescription.text(density), "--channels", channels.map(String.init).joined(separator: ","),
            "--lstm", "\(lstm)", "--seed", "\(seed)", "--threads", "\(threads)",
        ] + ["init", "numbers", "glued-words", "glued-validation", "characters", "vocabulary"].flatMap { name in arguments.option(name).map { ["--\(name)", $0] } ?? [] })
            .joined(separator: " ")
        let provenance = Provenance(
            datasets: paths,
            split: Self.splitDescription(
                parts.audit, validation: validation.isEmpty ? nil : "validation (epoch selection by greedy CER)",
                trainingExtra: synthetic.training.isEmpty ? "" : " and \(synthetic.training.count) numbers and words glued from --characters train writers",
                validationExtra: synthetic.validation.isEmpty ? "" : " and \(synthetic.validation.count) numbers and words glued from --characters validation writers"),
            seed: seed, epochs: epochs, bestEpoch: 0, command: command,
            created: ISO8601DateFormatter().string(from: Date()),
            writers: Set(Self.writers(of: parts.training + parts.validation) + synthetic.writers).sorted())

        let batchesPerEpoch = (training.count + batch - 1) / batch
        let progress = ProgressBar(label: "train words", total: epochs * batchesPerEpoch, context: context)
        var log = [WordEpochLogEntry]()
        var epochMessage = ""
        var epochsDone = 0
        let stopwatch = Stopwatch()
        let (model, result) = try trainer.train(
            training, validation: validation,
            errorRate: { references, hypotheses in
                var cer = CharacterErrorRate()
                for (reference, hypothesis) in zip(references, hypotheses) {
                    cer.record(reference: reference.lowercased(), hypothesis: hypothesis.lowercased())
                }
                return cer.value
            },
            provenance: provenance,
            onBatch: { done, _ in progress.update(completed: epochsDone * batchesPerEpoch + done, message: epochMessage) },
            onEpoch: { report in
                epochsDone = report.epoch
                epochMessage = "epoch \(report.epoch)/\(epochs) ctc \(Formatting.fixed(Double(report.trainingLoss)))"
                if let error = report.validationError { epochMessage += " val greedy CER \(Formatting.percent(error))" }
                epochMessage += " (\(Formatting.clock(seconds: report.seconds)))"
                progress.note(epochMessage)
                log.append(WordEpochLogEntry(report))
                logFile.record(log)
            },
            onBest: { checkpoint in
                // Saved as it improves, so a run stopped early still leaves its best model (and its log).
                do {
                    try Self.save(checkpoint, to: out, arguments: arguments)
                    logFile.commit()
                } catch {
                    context.printError("checkpoint not saved: \(error)")
                }
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

        let cer = model.header.provenance.metrics["validation_greedy_cer"]
        if arguments.flag("json") {
            try context.printJSON(
                WordTrainingSummary(
                    model: out.path, trainingWords: training.count, validationWords: validation.count,
                    epochs: result.epochs.count, bestEpoch: result.bestEpoch, stoppedEarly: result.stoppedEarly,
                    validationGreedyCER: cer, seconds: stopwatch.elapsed.seconds, parameters: model.weights.count))
        } else {
            let initial = result.bestEpoch == 0 ? " (the --init model: no epoch improved its validation CER)" : ""
            context.print("saved \(arguments.option("out")!): \(model.weights.count) weights, "
                + Self.epochKept(result.bestEpoch, of: result.epochs.count, validated: !validation.isEmpty) + initial)
            if let cer { context.print("validation greedy CER \(Formatting.percent(cer)) on \(Formatting.count(validation.count, "word"))") }
            context.print("trained in \(Formatting.clock(seconds: stopwatch.elapsed.seconds))")
        }
    }

    /// `--numbers N` digit strings and `--glued-words N` words of the `--vocabulary` lexicon,
    /// glued (`SyntheticText`) from the isolated characters of the `--characters` train writers,
    /// and `--glued-validation N` numbers and N words glued from its validation writers (a larger
    /// validation set than category 7's two writers, for choosing the epoch), with the writers
    /// they were glued from (for ``Provenance/writers``).
    private static func syntheticText(
        _ arguments: ParsedArguments, seed: UInt64, context: CommandContext
    ) throws -> (training: [WordSample], validation: [WordSample], writers: [String]) {
        let numbers = try arguments.integer("numbers", in: Limits.glued), words = try arguments.integer("glued-words", in: Limits.glued)
        let heldOut = try arguments.integer("glued-validation", in: Limits.glued)
        guard numbers + words + heldOut > 0 else { return ([], [], []) }
        guard let charactersPath = arguments.option("characters") else {
            let option = numbers > 0 ? "numbers" : words > 0 ? "glued-words" : "glued-validation"
            throw CommandError.usage("--\(option) needs --characters DATASET")
        }
        var vocabulary: [String] = []
        if words + heldOut > 0 {
            guard let path = arguments.option("vocabulary") else {
                throw CommandError.usage("--\(words > 0 ? "glued-words" : "glued-validation") needs --vocabulary LEXICON")
            }
            vocabulary = try Lexicon(contentsOf: context.url(forPath: path)).words
        }
        var characters: [DatasetSplit: [(writer: String, sample: CharacterSample)]] = [:]
        try context.forEachSample(in: [charactersPath], split: .all) { sample in
            guard sample.split != .test else { return }
            characters[sample.split, default: []].append((sample.writer ?? sample.source, CharacterSample(drawing: sample.drawing, label: sample.label)))
        }
        let sources = (characters: charactersPath, vocabulary: arguments.option("vocabulary") ?? "")
        let training = try glued(
            numbers: numbers, words: words, vocabulary: vocabulary, from: characters[.train] ?? [], split: .train, seed: seed,
            options: ("--numbers \(numbers)", "--glued-words \(words)"), sources: sources)
        let validation = try glued(
            numbers: heldOut, words: heldOut, vocabulary: vocabulary, from: characters[.validation] ?? [], split: .validation,
            seed: seed &+ 2, options: ("--glued-validation \(heldOut)", "--glued-validation \(heldOut)"), sources: sources)
        context.printError(
            "synthetic text: \(numbers) numbers and \(words) words from train writers' characters"
                + (heldOut > 0 ? "; \(heldOut) numbers and \(heldOut) words from validation writers' for validation" : ""))
        // The writers glued text was drawn from: only the parts asked for.
        let used = (numbers + words > 0 ? characters[.train] ?? [] : []) + (heldOut > 0 ? characters[.validation] ?? [] : [])
        return (training, validation, Set(used.map(\.writer)).sorted())
    }

    /// `numbers` numbers and `words` words of `vocabulary` glued from `characters` of `split`'s writers.
    /// `options` and `sources` (the paths given) only word the errors.
    /// - Throws: `CommandError.badInput` when those writers cannot write them.
    private static func glued(
        numbers: Int, words: Int, vocabulary: [String], from characters: [(writer: String, sample: CharacterSample)],
        split: DatasetSplit, seed: UInt64, options: (numbers: String, words: String), sources: (characters: String, vocabulary: String)
    ) throws -> [WordSample] {
        guard numbers + words > 0 else { return [] }
        let charactersPath = sources.characters
        let generator = SyntheticText(characters: characters)
        guard generator.writerCount > 0 else { throw CommandError.badInput("no \(split)-split letters or digits in \(charactersPath)") }
        let gluedNumbers = generator.numbers(count: numbers, seed: seed)
        guard gluedNumbers.count == numbers else {
            throw CommandError.badInput("\(options.numbers): no isolated digit (0–9) by a \(split) writer of \(charactersPath) to glue numbers from")
        }
        let gluedWords = generator.words(count: words, vocabulary: vocabulary, seed: seed &+ 1)
        guard gluedWords.count == words else {
            throw CommandError.badInput(
                "\(options.words): no \(split) writer of \(charactersPath) has isolated letters for every letter of any word of \(sources.vocabulary)")
        }
        return gluedNumbers + gluedWords
    }

    /// A UNIPEN label as text: its "\@" letter marks removed (as `eval text` reads them).
    static func transcription(_ label: String) -> String { label.replacingOccurrences(of: "\\@", with: "") }
}

/// What `train --words --json` prints.
private struct WordTrainingSummary: Encodable {
    var model: String
    var trainingWords: Int
    var validationWords: Int
    var epochs: Int
    var bestEpoch: Int
    var stoppedEarly: Bool
    var validationGreedyCER: Double?
    var seconds: Double
    var parameters: Int

    enum CodingKeys: String, CodingKey {
        case model, epochs, seconds, parameters
        case trainingWords = "training_words", validationWords = "validation_words", bestEpoch = "best_epoch"
        case stoppedEarly = "stopped_early", validationGreedyCER = "validation_greedy_cer"
    }
}

/// One line of `train --words --log-json`, with the snake_case keys of the character log.
private struct WordEpochLogEntry: Encodable {
    var epoch: Int
    var trainingLoss: Float
    /// Greedy CER (no lexicon) on the validation words, lowercased; the epoch choice.
    var validationCER: Double?
    var learningRate: Float
    var seconds: Double
    var best: Bool

    init(_ report: SequenceEpochReport) {
        epoch = report.epoch
        trainingLoss = report.trainingLoss
        validationCER = report.validationError
        learningRate = report.learningRate
        seconds = report.seconds
        best = report.isBest
    }

    enum CodingKeys: String, CodingKey {
        case epoch, seconds, best
        case trainingLoss = "training_loss", validationCER = "validation_cer", learningRate = "learning_rate"
    }
}

extension TrainCommand {
    /// The `train --words` settings `model` was made with, each `nil` where its header does not
    /// say (not a `word-trajectory-v1` model): `--points`, `--density` from its preprocessing,
    /// `--channels` and `--lstm` from its layers (the convolutions before the frame classifier,
    /// the BiLSTM's units).
    static func wordSettings(of model: InkModel) -> (points: Int?, density: Double?, channels: [Int]?, lstm: Int?) {
        let featurizer = WordFeatureSequence(model.header.preprocessing)
        var convolutions: [Int] = []
        var lstm = 0
        for layer in model.header.architecture {
            if case .convolution1D(_, _, let outputs, _) = layer { convolutions.append(outputs) }
            if case .bidirectionalLSTM(_, _, let hidden) = layer { lstm = hidden }
        }
        return (featurizer?.pointCount, featurizer?.pointsPerXHeight, convolutions.count > 1 ? Array(convolutions.dropLast()) : nil,
                featurizer == nil ? nil : lstm)
    }
}

/// `inherited` (the `--init` model's setting) when there is one and the option was not given, else `value`.
private func inheriting<T>(_ value: T, _ inherited: T?, given: Bool) -> T { given ? value : inherited ?? value }
