import InkFormats

/// `inkrec render IN... OUT.svg [--split S] [--from F] [--limit N] [--columns C] [--groups] [--replace] [--json]`:
/// a labelled grid of drawings as one SVG file.
struct RenderCommand: Command {
    let name = "render"
    let summary = "Draw ink as an SVG grid of drawings with their labels"
    let signature = CommandSignature(
        arguments: [
            Argument("IN", help: "ink files or folders of any readable format, or - for stdin (format from --from or its first bytes)", repeated: true),
            Argument("OUT", help: "the .svg file to write"),
        ],
        options: [
            .split, .inputFormat,
            Option("limit", value: "N", help: "draw at most N drawings, evenly spaced over the input (0: all)", default: "100"),
            Option("columns", value: "C", help: "cells per row (default: about square)"),
        ],
        flags: [
            Flag("groups", help: "one cell per labelled stroke group (FC flowchart or CROHME symbols)"),
            .json, .replace,
        ]
    )
    var discussion: String {
        """
        Each drawing is scaled to fit a 200-pixel cell, keeping its aspect ratio, with its label
        underneath. The file is written atomically; OUT's folder must exist, an existing OUT is
        replaced only with --replace, and nothing is written when no drawing (or with --groups no
        labelled group) is found. Coordinates are written to 1/10,000 of each drawing's extent,
        in its own units relative to its top-left point (ink far from 0 keeps its shape); ink
        under 1e-290 units across is written scaled by a power of ten. --json prints drawn, samples, output and \(StderrMessages.jsonKeysHelp).
        example: inkrec render Datasets/fc-flowchart out/flowcharts.svg
        """
    }

    struct Report: Encodable {
        let drawn: Int
        let samples: Int
        let output: String
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let outPath = arguments.positional("OUT") ?? ""
        guard outPath.lowercased().hasSuffix(".svg") else {
            throw CommandError.usage("OUT must be an .svg file, got '\(outPath)'")
        }
        guard let limit = try arguments.option("limit", as: Int.self), limit >= 0 else {
            throw CommandError.usage("--limit must be 0 or more")
        }
        let columns = try arguments.option("columns", as: Int.self)
        if let columns, columns < 1 { throw CommandError.usage("--columns must be 1 or more") }

        let out = try context.outputURL(forPath: outPath, named: "OUT", inputs: arguments.positionals("IN"), replace: arguments.flag("replace"))
        var messages = StderrMessages()
        let samples = try context.loadSamples(
            in: arguments.positionals("IN"), split: arguments.datasetSplit(), format: arguments.inputFormat(),
            groups: arguments.flag("groups"), messages: &messages
        )
        let chosen = samples.evenlySpaced(limit: limit)
        let renderer = SVGRenderer()
        let panels = chosen.map { SVGPanel(drawing: $0.drawing, label: $0.label.isEmpty ? nil : $0.label) }
        try renderer.write(renderer.grid(panels, columns: columns), to: out)

        let report = Report(drawn: chosen.count, samples: samples.count, output: outPath)
        if arguments.flag("json") {
            try context.printJSON(report, messages: messages)
        } else {
            let noun = arguments.flag("groups") ? "labelled stroke group" : "drawing"
            context.print("drew \(Formatting.grouped(report.drawn)) of \(Formatting.count(report.samples, noun)) to \(outPath)")
        }
    }
}
