import Foundation
import HandwritingRecognition
import InkFormats

/// `inkrec eval text DATASET... --model M [--lexicon L] [--split S] [--json]`: word accuracy,
/// top-5 word accuracy and character error rate with and without the lexicon, latency per word.
struct EvalTextCommand: Command {
    let name = "eval text"
    let summary = "Evaluate text recognition on labelled words or lines"
    let signature = CommandSignature(
        arguments: [Argument("DATASET", help: "labelled dataset files or folders (UNIPEN category 7 words)", repeated: true)],
        options: [.model, .lexicon, .split],
        flags: [.json]
    )
    var discussion: String {
        """
        Each sample is read whole by TextRecognizer; its lines are joined by spaces and compared with
        the label, whose lines and runs of spaces count as one space (leading and trailing ones
        dropped). Samples without a label (unlabelled ink) are skipped and counted; with no labelled
        sample left the command fails (exit 1). Words are compared without case (the lexicon is case-folded; a lone "o" and "O"
        differ only in size), and so is CER; case-sensitive word accuracy and CER (as published CERs
        are) are reported beside. UNIPEN's "\\@" letter marks
        are removed from labels. Labels with characters the model cannot write (punctuation) stay in:
        they count as errors. CER = edit distance / reference characters. Latency is the wall time
        of one recognize call per word with the lexicon (or without, when none is given), on one
        BLAS thread; CPU time is that call's thread CPU time (what it costs on a loaded machine).
        JSON keys: task, model, lexicon (absent without --lexicon), split, samples, unlabelled, word_accuracy,
        top5_word_accuracy, cer (case-insensitive), case_sensitive_word_accuracy, case_sensitive_cer (each
        {"lexicon", "no_lexicon"}; lexicon is null without
        --lexicon), latency_ms {p50, p95, p99, mean}, cpu_ms {p50, p95, p99, mean},
        \(StderrMessages.jsonKeysHelp); among the warnings, samples with a word longer than a CTC word model
        reads well (its ink needs more points than the header's pointCount at its pointsPerXHeight, so it
        is read squeezed: Models/words.inkmodel misreads numbers of about 13 digits and up), and samples of writers the model's header says it was
        trained on: the default --split all includes them; a word model glued from --characters
        writers lists only its word datasets' writers, so samples of the --characters writers are
        not caught, which a note says; samples_detail: one
        object per labelled sample, in reading order: id, source, writer (absent when the sample has
        none), label (as read), reference (what is compared), and each {"lexicon", "no_lexicon"}
        (lexicon null without --lexicon): predicted (the best reading), correct (case-insensitive,
        as word_accuracy), cer (that sample's case-insensitive CER).
        example: inkrec eval text ../shared/datasets/unipen-train_r01_v07/data/7 --model Models/latin.inkmodel --lexicon Models/wamerican.lexicon --split test
        """
    }

    /// A figure (or a sample's reading) with and without the lexicon.
    struct Pair<Value: Encodable>: Encodable {
        @ExplicitNull var lexicon: Value?
        let noLexicon: Value

        enum CodingKeys: String, CodingKey {
            case lexicon
            case noLexicon = "no_lexicon"
        }
    }

    struct Latency: Encodable {
        let p50, p95, p99, mean: Double
    }

    struct Result: Encodable {
        let task = "text"
        let model: String
        let lexicon: String?
        let split: String
        let samples: Int
        let unlabelled: Int
        let wordAccuracy: Pair<Double>
        let top5WordAccuracy: Pair<Double>
        let cer: Pair<Double>
        let caseSensitiveWordAccuracy: Pair<Double>
        let caseSensitiveCER: Pair<Double>
        let latencyMs: Latency
        let cpuMs: Latency
        let samplesDetail: [SampleDetail<WordSampleOutcome>]

        enum CodingKeys: String, CodingKey {
            case task, model, lexicon, split, samples, unlabelled, cer
            case samplesDetail = "samples_detail"
            case wordAccuracy = "word_accuracy"
            case top5WordAccuracy = "top5_word_accuracy"
            case caseSensitiveWordAccuracy = "case_sensitive_word_accuracy"
            case caseSensitiveCER = "case_sensitive_cer"
            case latencyMs = "latency_ms"
            case cpuMs = "cpu_ms"
        }
    }

    /// One sample's reading in `samples_detail`: the reference it is compared with, and with and
    /// without the lexicon the best reading, whether it is right (case-insensitive, as
    /// `word_accuracy`) and its own CER (case-insensitive, as `cer`).
    struct WordSampleOutcome: Encodable {
        let reference: String
        let predicted: Pair<String>
        let correct: Pair<Bool>
        let cer: Pair<Double>
    }

    /// What ``Tally/record(reference:recognition:)`` found for one sample.
    private struct Judgement {
        let predicted: String
        let correct: Bool
        let cer: Double
    }

    /// Running counts for one decoding mode.
    private struct Tally {
        var top1 = 0
        var top5 = 0
        var exact = 0
        var cer = CharacterErrorRate()
        /// As published CERs are: "Word" read as "word" costs one edit.
        var caseSensitiveCER = CharacterErrorRate()

        mutating func record(reference: String, recognition: TextRecognition) -> Judgement {
            let texts = Self.rankedTexts(recognition)
            let best = texts.first ?? ""
            let correct = best.lowercased() == reference.lowercased()
            if correct { top1 += 1 }
            if best == reference { exact += 1 }
            if texts.prefix(5).contains(where: { $0.lowercased() == reference.lowercased() }) { top5 += 1 }
            var sample = CharacterErrorRate()
            sample.record(reference: reference.lowercased(), hypothesis: best.lowercased())
            cer.merge(sample)
            caseSensitiveCER.record(reference: reference, hypothesis: best)
            return Judgement(predicted: best, correct: correct, cer: sample.value)
        }

        /// Whole-sample readings, best first: the line candidates of a one-line reading, else the
        /// lines' best texts joined by spaces.
        static func rankedTexts(_ recognition: TextRecognition) -> [String] {
            if recognition.lines.count == 1 { return recognition.lines[0].candidates.map(\.text) }
            return [recognition.lines.map(\.text).joined(separator: " ")]
        }
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let (model, lexicon) = try arguments.textModels(context: context)
        let withLexicon = model.recognizer(lexicon: lexicon)
        let free = model.recognizer(lexicon: nil)
        let split = arguments.datasetSplit()
        let paths = arguments.positionals("DATASET")
        var messages = StderrMessages()
        let read = try context.loadSamples(in: paths, split: split, messages: &messages)
        let samples = read.filter { !Self.reference($0.label).isEmpty }
        guard !samples.isEmpty else {
            throw CommandError.badInput(
                "no labelled words in \(paths.joined(separator: ", ")) (split \(split)): \(Formatting.count(read.count, "unlabelled sample"))")
        }
        let provenance = model.header.provenance, modelPath = arguments.option("model")!
        messages.print(
            TrainingOverlap(samples, provenance: provenance, context: context).warning(model: modelPath),
            TrainingOverlap.gluedCharactersNote(provenance, model: modelPath), context: context)
        var constrained = Tally()
        var unconstrained = Tally()
        var latencies: [Duration] = []
        var cpuTimes: [Duration] = []
        var details: [SampleDetail<WordSampleOutcome>] = []
        var squeezed: [String] = []
        let progress = ProgressBar(label: "eval text", total: samples.count, context: context)
        for (index, sample) in samples.enumerated() {
            let reference = Self.reference(sample.label)
            var lexiconJudgement: Judgement?
            if withLexicon.lexicon != nil {
                let cpuStart = ThreadClock.now
                let (recognition, duration) = Stopwatch.measure { withLexicon.recognize(sample.drawing) }
                cpuTimes.append(ThreadClock.now - cpuStart)
                latencies.append(duration)
                lexiconJudgement = constrained.record(reference: reference, recognition: recognition)
            }
            let cpuStart = ThreadClock.now
            let (recognition, duration) = Stopwatch.measure { free.recognize(sample.drawing) }
            if withLexicon.lexicon == nil {
                cpuTimes.append(ThreadClock.now - cpuStart)
                latencies.append(duration)
            }
            let freeJudgement = unconstrained.record(reference: reference, recognition: recognition)
            if !model.squeezedWords(recognition, drawing: sample.drawing).isEmpty { squeezed.append(sample.id) }
            details.append(SampleDetail(sample, WordSampleOutcome(
                reference: reference, predicted: Pair(lexicon: lexiconJudgement?.predicted, noLexicon: freeJudgement.predicted),
                correct: Pair(lexicon: lexiconJudgement?.correct, noLexicon: freeJudgement.correct),
                cer: Pair(lexicon: lexiconJudgement?.cer, noLexicon: freeJudgement.cer))))
            progress.update(completed: index + 1)
        }
        progress.finish()
        if let first = squeezed.first {
            messages.print(
                "warning: \(Formatting.grouped(squeezed.count)) of \(Formatting.count(samples.count, "sample")) (first \"\(first)\") "
                    + "\(squeezed.count == 1 ? "has a word" : "have words") longer than \(modelPath) reads well: \(model.squeezeReason)",
                context: context)
        }

        let count = Double(samples.count)
        func pair(_ value: (Tally) -> Double) -> Pair<Double> {
            Pair(lexicon: withLexicon.lexicon == nil ? nil : value(constrained), noLexicon: value(unconstrained))
        }
        func summary(_ durations: [Duration]) -> Latency {
            let percentiles = LatencyPercentiles(durations, unit: .milliseconds)!
            return Latency(
                p50: percentiles.p50, p95: percentiles.p95, p99: percentiles.p99,
                mean: durations.reduce(0) { $0 + $1.seconds } / count * 1000)
        }
        let result = Result(
            model: arguments.option("model")!, lexicon: arguments.option("lexicon"), split: split.rawValue,
            samples: samples.count, unlabelled: read.count - samples.count, wordAccuracy: pair { Double($0.top1) / count },
            top5WordAccuracy: pair { Double($0.top5) / count }, cer: pair(\.cer.value),
            caseSensitiveWordAccuracy: pair { Double($0.exact) / count }, caseSensitiveCER: pair(\.caseSensitiveCER.value),
            latencyMs: summary(latencies), cpuMs: summary(cpuTimes), samplesDetail: details)
        if arguments.flag("json") {
            try context.printJSON(result, messages: messages)
        } else {
            printText(result, context: context)
        }
    }

    /// `label` as the recognized lines are compared with it: UNIPEN's "\@" marks removed, every
    /// run of whitespace (line breaks included) one space, none at either end.
    static func reference(_ label: String) -> String {
        label.replacingOccurrences(of: "\\@", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func printText(_ result: Result, context: CommandContext) {
        let skipped = result.unlabelled > 0 ? " (\(Formatting.grouped(result.unlabelled)) unlabelled skipped)" : ""
        context.print("\(Formatting.count(result.samples, "sample"))\(skipped), model \(result.model), split \(result.split)")
        func cells(_ pair: Pair<Double>) -> [String] {
            [pair.lexicon.map { Formatting.percent($0) } ?? "–", Formatting.percent(pair.noLexicon)]
        }
        let rows = [
            ["word accuracy"] + cells(result.wordAccuracy),
            ["top-5 word accuracy"] + cells(result.top5WordAccuracy),
            ["CER (case-insensitive)"] + cells(result.cer),
            ["word accuracy (case-sensitive)"] + cells(result.caseSensitiveWordAccuracy),
            ["CER (case-sensitive)"] + cells(result.caseSensitiveCER),
        ]
        let lexiconHeader = result.lexicon.map { "lexicon (\(URL(fileURLWithPath: $0).lastPathComponent))" } ?? "lexicon"
        context.standardOutput.write(TextTable(header: ["", lexiconHeader, "no lexicon"], rows: rows).rendered())
        let latency = result.latencyMs
        context.print(
            "latency per word: mean \(Formatting.fixed(latency.mean, digits: 2)) ms, p50 \(Formatting.fixed(latency.p50, digits: 2)) ms, p95 \(Formatting.fixed(latency.p95, digits: 2)) ms (one thread); CPU mean \(Formatting.fixed(result.cpuMs.mean, digits: 2)) ms, p50 \(Formatting.fixed(result.cpuMs.p50, digits: 2)) ms")
    }
}
