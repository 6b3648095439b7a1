import Foundation
import InkCore
import InkFormats
import ShapeRecognition

/// `inkrec snap FILE`: replays recorded drawings through a `SnapSession` as if drawn live and prints
/// the feedback events and the final shapes.
struct SnapCommand: Command {
    let name = "snap"
    let summary = "Replay recorded ink through the snap-on-pause session and print its events"
    let signature = CommandSignature(
        arguments: [Argument("FILE", help: "ink file or folder (any format inkrec reads), or - for stdin (format from its first bytes)")],
        options: [
            Option("hold", value: "S", help: "seconds the pen must rest to snap, over 0 and at most 3600", default: "0.5"),
            Option("radius", value: "PT", help: "points the resting pen may wander (0: it must not move)", default: "8"),
            Option("grid", value: "PT", help: "grid spacing whose lines are alignment guides"),
            Option("simulate-hold", value: "S", help: "rest S seconds (0 to 3600) at the end of every stroke", default: "0"),
        ],
        flags: [
            Flag("hold-last-only", help: "rest --simulate-hold seconds after a drawing's last stroke only"),
            Flag("no-shape-guides", help: "snapped shapes do not become alignment guides for the drawing's later shapes"),
            .json,
        ]
    )
    let discussion = """
        Points arrive at their recorded times and a 60 Hz timer calls update(time:) between them, as
        a display link would (idle frames, where nothing can happen, are skipped). Recordings made
        without pauses (the $1 logs) snap only with --simulate-hold (try 0.6); --hold-last-only rests
        after each drawing's last stroke only, as a user who draws a multi-stroke shape (an arrow's
        shaft, then its head) without pausing and holds at the end. A shape commits when its pen
        lifts: a head drawn after a held shaft snapped to a line does not turn that line into an
        arrow (SnapSession groups only strokes that ended as ink). Times are seconds
        from the drawing's first point. Strokes with recorded start times (ndjson strokeStartTimes,
        InkML traces) are replayed in order of start, whatever their order in the file; a stroke
        that starts before the previous one's last point (overlapping clocks) is moved to start
        there, so none is lost. A point recorded before the last accepted point of its stroke is rejected
        (a warning on stderr naming the stroke's index in the drawing, the point's index in its
        stroke and both times, the first three of a stroke and then how many more; in --json all
        listed under "rejected"). Locations are canvas points. Strokes of a drawing that stay ink are the canvas ink its later strokes are
        recognized against, so a small "0" held among handwriting stays ink.
        Each snapped shape becomes an alignment guide (its edges and centre lines) for the later
        shapes of its drawing, as in an app that keeps the session's default
        (SnapConfiguration.registersSnappedShapes); --no-shape-guides turns that off, as an app
        that registers its guides itself does, leaving the grid (--grid) as the only guides.

        --json prints an array with one object per drawing:
          {"id", "label", "events": [{"type": "pathComplete"|"alignment", "t", "x", "y",
           "shape", "guides" and "guide_details" | "guide" and "guide_detail"}], "shapes": [Shape...],
           "rejected": [{"stroke", "point", "reason"}]}
        At most one event an instant: the guides a snap locks onto are its "guides", not events.
        "guides" and "guide" are display strings ("shape 0 edge x=300.04"); each guide's
        "guide_details" entry (or "guide_detail") holds its fields: {"kind": "orientation"|"grid"|
        "edge"|"centre", "axis": "x"|"y" (lines), "coordinate" (points, lines), "angle" (degrees,
        orientations), "shape" (the registered shape's index, from 0 in snap order, edge|centre)}.
        """

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let fresh = try Self.session(from: arguments)
        let hold = try arguments.option("simulate-hold", as: Double.self) ?? 0
        guard hold >= 0, hold <= Self.longestHold else {
            throw CommandError.usage("--simulate-hold must be 0 to \(Int(Self.longestHold)) seconds, not \(hold)")
        }
        if arguments.flag("hold-last-only"), hold == 0 {
            throw CommandError.usage("--hold-last-only shapes a simulated hold: give --simulate-hold S too")
        }
        let replay = SnapReplay(simulatedHold: hold, holdsLastStrokeOnly: arguments.flag("hold-last-only"))
        if let warning = Self.shortHoldWarning(simulated: hold, hold: fresh.configuration.holdDuration, frameRate: replay.timerRate) {
            context.printError(warning)
        }
        let samples = try context.loadSamples(in: arguments.positionals("FILE"), split: .all)

        var reports: [DrawingReport] = []
        var slowClocks: [(id: String, gap: Double)] = []
        var untimed: [String] = []
        for sample in samples {
            if hold == 0, Self.isUntimed(sample.drawing) { untimed.append(sample.id) }
            var session = fresh
            let outcome = replay.replay(sample.drawing, in: &session)
            let report = DrawingReport(sample: sample, outcome: outcome)
            if let gap = Self.medianSampleGap(sample.drawing), gap >= session.configuration.holdDuration {
                slowClocks.append((sample.id, gap))
            }
            if arguments.flag("json") { reports.append(report) } else { Self.printText(report, context: context) }
            Self.rejectedLines(report).forEach(context.printError)
        }
        if arguments.flag("json") { try context.printJSON(reports) }
        // One warning for a dataset, not one a drawing.
        if let first = slowClocks.first {
            let others = slowClocks.count > 1 ? " (and \(Formatting.count(slowClocks.count - 1, "other drawing")))" : ""
            context.printError(
                "warning: \(first.id)\(others): its points lie a median \(Formatting.fixed(first.gap)) s apart, no closer than a hold:"
                    + " times in milliseconds? snap reads seconds, and a stroke whose every sample gap is a hold"
                    + " long never holds (divide the times by 1000)")
        }
        if let first = untimed.first {
            let others = untimed.count > 1 ? " (and \(Formatting.count(untimed.count - 1, "other drawing")))" : ""
            context.printError(
                "warning: \(first)\(others): its ink has no times, so no pause is seen and nothing snaps:"
                    + " give --simulate-hold S (try 0.6) to rest S seconds after each stroke")
        }
    }

    /// Whether `drawing` has ink and no point with a time: replayed, it never pauses. O(n).
    static func isUntimed(_ drawing: InkDrawing) -> Bool {
        drawing.strokes.contains { !$0.isEmpty } && !drawing.strokes.contains { $0.points.contains { $0.timeOffset != nil } }
    }

    /// The median time between successive points of `drawing`'s strokes (points at one instant
    /// aside), in the file's unit, or `nil` without two timed points apart in time. A pen samples
    /// every 4–17 ms: a median of a hold or more means a clock in milliseconds. O(n log n).
    static func medianSampleGap(_ drawing: InkDrawing) -> Double? {
        var gaps: [Double] = []
        for stroke in drawing.strokes {
            let times = stroke.points.compactMap(\.timeOffset)
            gaps += zip(times, times.dropFirst()).map { $1 - $0 }.filter { $0 > 0 && $0.isFinite }
        }
        guard !gaps.isEmpty else { return nil }
        return gaps.sorted()[gaps.count / 2]
    }

    /// A warning when a simulated rest of `simulated` seconds may be too short to snap, or `nil`.
    /// The hold fires on the first display frame (`frameRate` Hz) after `hold` seconds of rest,
    /// counted from when the pen stays within `--radius`, which can be before the stroke's end: so
    /// a rest shorter than the hold, or less than a frame longer, may not snap (trial 24: 0.3 under
    /// 0.5 gave no snap and no word; break 24: `--hold 10 --simulate-hold 10` gave none either).
    static func shortHoldWarning(simulated: Double, hold: Double, frameRate: Double) -> String? {
        let frame = frameRate > 0 ? 1 / frameRate : 0
        guard simulated > 0, simulated <= hold + frame else { return nil }
        let comparison = simulated < hold
            ? "is shorter than --hold \(hold) s"
            : "is not a frame (1/\(String(format: "%g", frameRate)) s) longer than --hold \(hold) s"
        // Two frames past the hold, in hundredths up: always past the frame that fires it.
        let enough = ((hold + 2 * frame) * 100).rounded(.up) / 100
        let advice = enough <= longestHold ? "give --simulate-hold \(enough) or more" : "give a shorter --hold"
        return "warning: --simulate-hold \(simulated) s \(comparison): a simulated rest may not snap"
            + " (only a pen already resting within --radius, or pauses recorded in the ink, can); \(advice)"
    }

    /// The longest `--hold` and `--simulate-hold`, in seconds (an hour): a stroke without recorded
    /// times starts after the previous one's hold, so a hold of 1e308 s pushed the third stroke's
    /// times to infinity (its points rejected) and one of 1e17 s rounded its points to one instant.
    static let longestHold = 3600.0

    /// A fresh session with the settings the options ask for; each drawing replays through a copy.
    /// - Throws: `CommandError.usage` for unusable values.
    private static func session(from arguments: ParsedArguments) throws -> SnapSession {
        var configuration = SnapConfiguration()
        configuration.holdDuration = try arguments.option("hold", as: Double.self) ?? configuration.holdDuration
        if configuration.holdDuration > longestHold {
            throw CommandError.usage("--hold must be over 0 and at most \(Int(longestHold)) seconds, not \(configuration.holdDuration)")
        }
        configuration.holdRadius = try arguments.option("radius", as: Double.self) ?? configuration.holdRadius
        configuration.alignment.gridSpacing = try arguments.option("grid", as: Double.self)
        configuration.registersSnappedShapes = !arguments.flag("no-shape-guides")
        do throws(SnapConfigurationError) {
            return try SnapSession(configuration: configuration)
        } catch {
            // Named as the user typed them, not as the API calls them.
            let option: String? =
                switch error.problem {
                case .holdDuration: "--hold"
                case .holdRadius: "--radius"
                case .gridSpacing: "--grid"
                default: nil
                }
            throw CommandError.usage(option.map { "\($0) \(error.problem.requirement)" } ?? error.description)
        }
    }

    private static func printText(_ report: DrawingReport, context: CommandContext) {
        let label = report.label.isEmpty ? "" : " (\(Formatting.label(report.label)))"
        context.print("\(report.id)\(label): \(Formatting.count(report.events.count, "event"))")
        for event in report.events {
            let guides = event.guides.map { $0.isEmpty ? "" : " on " + $0.joined(separator: ", ") } ?? ""
            let what = (event.shape ?? event.guide ?? "") + guides
            context.print("  \(Formatting.fixed(event.t))s  \(event.type.padding(toLength: 12, withPad: " ", startingAt: 0))  (\(Formatting.fixed(event.x, digits: 1)), \(Formatting.fixed(event.y, digits: 1)))  \(what)")
        }
        let shapes = report.shapes.map { $0.kind.rawValue + ($0.sides.map { "(\($0))" } ?? "") }
        context.print("  shapes: \(shapes.isEmpty ? "none" : shapes.joined(separator: ", "))")
    }

    /// `error` with its times to the millisecond (a float sum prints as 0.29000000000000004).
    static func message(_ error: SnapError) -> String {
        guard case .timeWentBackwards(let index, let previous, let received) = error else { return error.description }
        return "point \(index): time \(Formatting.fixed(received)) s is before the last accepted point's \(Formatting.fixed(previous)) s"
    }

    /// Rejected points shown per stroke on stderr: the first `rejectedShownPerStroke` each, then how
    /// many more (trial 23: a reversed 100-point stroke printed 99 lines; `--json` lists every one).
    static let rejectedShownPerStroke = 3

    /// The stderr lines for `report`'s rejected points, in order, `rejectedShownPerStroke` a stroke
    /// and a count of the rest.
    private static func rejectedLines(_ report: DrawingReport) -> [String] {
        var lines: [String] = []
        var shown = 0, more = 0
        for (index, rejected) in report.rejected.enumerated() {
            if index > 0, rejected.stroke != report.rejected[index - 1].stroke { shown = 0 }
            if shown < rejectedShownPerStroke {
                lines.append("\(report.id): rejected stroke \(rejected.stroke), \(rejected.reason)")
                shown += 1
            } else {
                more += 1
            }
            let strokeEnds = index + 1 == report.rejected.count || report.rejected[index + 1].stroke != rejected.stroke
            if strokeEnds, more > 0 {
                lines.append("\(report.id): rejected \(Formatting.count(more, "more point")) of stroke \(rejected.stroke) (--json lists each)")
                more = 0
            }
        }
        return lines
    }
}

/// One drawing's replay, in the `--json` layout.
private struct DrawingReport: Encodable {
    struct Event: Encodable {
        var type: String
        var t: Double
        var x: Double
        var y: Double
        var shape: String?
        /// The guides a snap locked onto (pathComplete only), as display strings.
        var guides: [String]?
        var guide_details: [Guide]?
        var guide: String?
        var guide_detail: Guide?
    }

    /// An `AlignmentGuide`'s fields, for readers that would otherwise parse its description.
    struct Guide: Encodable {
        /// "orientation", "grid", "edge" or "centre".
        var kind: String
        /// "x" for a vertical line, "y" for a horizontal one; `nil` for an orientation.
        var axis: String?
        /// The line's x or y, in points.
        var coordinate: Double?
        /// An orientation's angle, in degrees from the x axis.
        var angle: Double?
        /// The registered shape an edge or centre line belongs to (`RegisteredShapeID`'s order).
        var shape: Int?

        init(_ guide: AlignmentGuide) {
            switch guide {
            case .orientation(let radians):
                kind = "orientation"
                angle = radians * 180 / .pi
            case .vertical(let x, let source):
                (axis, coordinate) = ("x", x)
                (kind, shape) = Self.fields(source)
            case .horizontal(let y, let source):
                (axis, coordinate) = ("y", y)
                (kind, shape) = Self.fields(source)
            }
        }

        private static func fields(_ source: GuideSource) -> (kind: String, shape: Int?) {
            switch source {
            case .grid: ("grid", nil)
            case .shapeEdge(let id): ("edge", id.rawValue)
            case .shapeCenter(let id): ("centre", id.rawValue)
            }
        }
    }

    struct Rejected: Encodable {
        var stroke: Int
        var point: Int?
        var reason: String
    }

    var id: String
    var label: String
    var events: [Event]
    var shapes: [Shape]
    var rejected: [Rejected]

    init(sample: LabeledInk, outcome: SnapReplay.Outcome) {
        id = sample.id
        label = sample.label
        shapes = outcome.shapes
        rejected = outcome.rejectedPoints.map {
            Rejected(stroke: $0.strokeIndex, point: $0.error.pointIndex, reason: SnapCommand.message($0.error))
        }
        events = outcome.events.map { event in
            switch event {
            case .pathComplete(let shape, let guides, let location, let time):
                Event(
                    type: "pathComplete", t: time, x: location.x, y: location.y, shape: shape.kind.rawValue,
                    guides: guides.map(\.description), guide_details: guides.map(Guide.init))
            case .alignment(let guide, let location, let time):
                Event(
                    type: "alignment", t: time, x: location.x, y: location.y, guide: guide.description,
                    guide_detail: Guide(guide))
            }
        }
    }
}
