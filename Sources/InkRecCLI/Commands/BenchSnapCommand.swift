import Foundation
import InkCore
import ShapeRecognition

/// `inkrec bench snap`: the cost of `SnapSession.append` as strokes grow, to show it stays flat
/// (amortized O(1) per point, no re-scan of the stroke).
struct BenchSnapCommand: Command {
    let name = "bench snap"
    let summary = "Measure nanoseconds per SnapSession.append for 1k to 200k-point strokes"
    let signature = CommandSignature(
        options: [Option("repeat", value: "N", help: "runs per size; the fastest is kept (1–\(BenchShapesCommand.repeats.upperBound))", default: "3")],
        flags: [.json]
    )
    let discussion = """
        Each stroke is a pen circling at 630 pt/s sampled at 240 Hz (Apple Pencil's rate), so it never
        rests and no recognition runs: the figure is the streaming cost alone. "array ns" is the cost
        of appending the same points to a plain [InkPoint] (the session keeps the ink too): growth
        that both columns share is the memory system (120-byte points, page faults), not the session.
        Build with -c release for numbers worth comparing.
        """

    /// Stroke sizes measured, in points.
    static let sizes = [1_000, 10_000, 100_000, 200_000]

    struct Measurement: Encodable {
        var points: Int
        var seconds: Double
        var nanosecondsPerAppend: Double
        /// Appending the same points to a plain array, per point.
        var arrayNanosecondsPerAppend: Double
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let runs = try arguments.integer("repeat", in: BenchShapesCommand.repeats)
        let measurements = try Self.sizes.map { size in
            let points = Self.circlingStroke(points: size)
            let best = try (0..<runs).map { _ in try Self.timeAppends(points) }.min() ?? 0
            let array = (0..<runs).map { _ in Self.timeArrayAppends(points) }.min() ?? 0
            return Measurement(
                points: size, seconds: best, nanosecondsPerAppend: best * 1e9 / Double(size),
                arrayNanosecondsPerAppend: array * 1e9 / Double(size))
        }
        if arguments.flag("json") {
            try context.printJSON(["measurements": measurements])
            return
        }
        let table = TextTable(
            header: ["points", "total ms", "ns/append", "array ns"],
            rows: measurements.map {
                [
                    Formatting.grouped($0.points), Formatting.fixed($0.seconds * 1e3, digits: 2),
                    Formatting.fixed($0.nanosecondsPerAppend, digits: 1),
                    Formatting.fixed($0.arrayNanosecondsPerAppend, digits: 1),
                ]
            })
        context.standardOutput.write(table.rendered())
    }

    /// Seconds to begin a session with the first point and append the rest.
    private static func timeAppends(_ points: [InkPoint]) throws -> Double {
        var session = SnapSession()
        let (_, duration) = try Stopwatch.measure {
            _ = try session.begin(points[0])
            for point in points.dropFirst() { _ = try session.append(point) }
        }
        return duration.seconds
    }

    /// Seconds to append the points to a plain array: the floor set by storing the ink.
    private static func timeArrayAppends(_ points: [InkPoint]) -> Double {
        var stored: [InkPoint] = []
        let (count, duration) = Stopwatch.measure {
            for point in points { stored.append(point) }
            return stored.count
        }
        precondition(count == points.count)
        return duration.seconds
    }

    /// A pen circling a 200 pt radius at half a turn per second, sampled at 240 Hz.
    static func circlingStroke(points count: Int) -> [InkPoint] {
        (0..<count).map { i in
            let time = Double(i) / 240
            let angle = Double.pi * time
            return InkPoint(x: 300 + 200 * cos(angle), y: 300 + 200 * sin(angle), timeOffset: time)
        }
    }
}
