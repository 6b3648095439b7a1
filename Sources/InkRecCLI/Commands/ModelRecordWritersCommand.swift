import Foundation
import NeuralNetwork

/// `inkrec model record-writers MODEL --out OUT`: writes a copy of a model made before
/// `Provenance.writers` with the writers evaluation would otherwise read from its datasets on
/// every run, weights untouched.
struct ModelRecordWritersCommand: Command {
    let name = "model record-writers"
    let summary = "Record in a model's header the writers of its datasets' train and validation parts (models made before that header field)"
    let signature = CommandSignature(
        arguments: [Argument("MODEL", help: "an .inkmodel whose header lists no writers")],
        options: [Option("out", value: "FILE", help: "the model to write (atomically): the same weights and header, with the writers", required: true)],
        flags: [.json, .replace]
    )
    let discussion = """
        Models written before the header's writers list (the shipped ones were) name only their
        datasets' paths, so eval handwriting and eval text read those datasets' train and
        validation writers on every run to warn of samples the model has seen (2.6 s for
        Models/latin.inkmodel). This reads them once, as evaluation does (every sample's writer
        outside the test part, under the paths the header names), and writes them to the header of
        OUT: the weights, their count and the format version stay, the checksum is recomputed, so
        every evaluation gives the same figures and warnings, sooner. Every dataset path must exist
        (exit 1 naming the first missing one), and every record in them must read (exit 1 naming
        the first that does not, as it does when they hold no writer: nothing is written); a model that already lists writers is refused, and
        so is a word model trained on text glued from --characters writers (its header does not
        list those datasets). OUT may not be MODEL: write beside it, then move it over.
        example: inkrec model record-writers Models/latin.inkmodel --out latin.inkmodel && mv latin.inkmodel Models/
        """

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let modelPath = arguments.positional("MODEL")!
        let outPath = arguments.option("out")!
        let out = try context.outputURL(forPath: outPath, named: "--out", inputs: [modelPath], replace: arguments.flag("replace"))
        var model = try InkModel(contentsOf: context.url(forPath: modelPath))
        let provenance = model.header.provenance
        if let writers = provenance.writers {
            throw CommandError.badInput("\(modelPath) already lists \(Formatting.count(writers.count, "writer")): nothing to record")
        }
        // Glued training text's writers come from --characters, which the header names only in
        // its command: the datasets' writers alone would be an incomplete list.
        if TrainingOverlap.gluesCharacters(provenance) {
            throw CommandError.badInput(
                "\(modelPath) was also trained on text glued from its --characters writers, which its header does not list as datasets: retrain it to record them")
        }
        let datasets = provenance.datasets.map { context.url(forPath: $0) }
        if let missing = zip(provenance.datasets, datasets).first(where: { !FileManager.default.fileExists(atPath: $0.1.path) })?.0 {
            throw CommandError.badInput("\(modelPath) was trained on \(missing), which does not exist here: its writers cannot be read")
        }
        // A list kept for good must be whole: a record that does not read refuses, as does no writer.
        let writers = try TrainingOverlap.allWriters(in: datasets).sorted()
        guard !writers.isEmpty else {
            throw CommandError.badInput("\(modelPath)'s datasets have no writer in their train and validation parts: nothing to record")
        }
        model.header.provenance.writers = writers
        try model.write(to: out)
        // The copy must read back with the very weights of the original.
        guard try InkModel(contentsOf: out).weights.map(\.bitPattern) == model.weights.map(\.bitPattern) else {
            throw CommandError.badInput("\(outPath) did not read back with \(modelPath)'s weights")
        }
        if arguments.flag("json") {
            try context.printJSON(Report(model: modelPath, out: outPath, writers: writers.count, weights: model.weights.count))
        } else {
            context.print(
                "wrote \(outPath): \(modelPath) with \(Formatting.count(writers.count, "writer")) of "
                    + "\(Formatting.count(datasets.count, "dataset")) recorded; \(Formatting.grouped(model.weights.count)) weights unchanged")
        }
    }

    /// The `--json` output.
    private struct Report: Encodable {
        let model: String
        let out: String
        let writers: Int
        let weights: Int
    }
}
