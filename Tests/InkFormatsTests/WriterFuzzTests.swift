import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InkCore
@testable import InkFormats
import TestSupport
import Testing

/// Seeded random ink (`RandomInk`) through every writer: each either refuses the samples with a
/// typed error naming the sample (`record`), stroke and point, or writes a file its own reader
/// reads back to the same ink up to what `FormatLoss(writing:as:)` says the format loses. Then
/// the written files, cut and corrupted at random offsets, must read with a typed error or as
/// finite ink, never trap.
///
/// Alone the suite runs in about 4 s (debug build); the limit only catches a hang, with room for
/// the full parallel `swift test` on two shared cores, where a 1-minute limit was exceeded.
@Suite(.timeLimit(.minutes(10)))
struct WriterFuzzTests {
    /// Seeds per format: about 60 ms of work each in a debug build.
    static let seeds = 0..<UInt64(150)

    static let formats: [InkFormat] = [.inkJSON, .labeledNDJSON, .inkml, .unipen, .gestureXML, .quickDraw]

    @Test(arguments: formats)
    func writtenInkReadsBackOrIsRefusedByName(format: InkFormat) throws {
        for seed in Self.seeds {
            var ink = RandomInk(seed: seed)
            let samples = ink.samples()
            Self.checkRoundTrip(samples, as: format, seed: seed)
        }
    }

    @Test(arguments: formats)
    func corruptedWrittenFilesFailWithTypedErrors(format: InkFormat) throws {
        for seed in Self.seeds.prefix(40) {
            var ink = RandomInk(seed: seed)
            let samples = ink.samples().filter { $0.drawing.unusableValue == nil && !$0.drawing.isEmpty }
            guard !samples.isEmpty, let bytes = try? Self.encode(samples, as: format) else { continue }
            for mutation in ByteMutations([UInt8](bytes), seed: seed).all(count: 2) {
                let context = Comment(rawValue: "\(format) seed \(seed): \(mutation.name)")
                do {
                    let read = try Self.read(Data(mutation.bytes), as: format)
                    for sample in read {
                        #expect(sample.drawing.unusableValue == nil, context)
                    }
                } catch is InkFormatError {
                    // The typed error is the documented result.
                } catch {
                    Issue.record("\(context.rawValue): untyped error \(type(of: error)): \(error)")
                }
            }
        }
    }

    /// SVG has no reader: the document must be well-formed XML whatever the labels hold, and
    /// carry no non-finite number.
    @Test func svgOfAnyInkIsWellFormed() throws {
        for seed in Self.seeds {
            var ink = RandomInk(seed: seed)
            let panels = ink.samples().map { SVGPanel(drawing: $0.drawing, label: $0.label) }
            let svg = SVGRenderer().grid(panels)
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "seed \(seed): \(parser.parserError.map(String.init(describing:)) ?? "")")
            #expect(!svg.contains("nan") && !svg.contains("inf"), "seed \(seed)")
        }
    }

    // MARK: Writing and reading

    static func encode(_ samples: [LabeledInk], as format: InkFormat) throws -> Data {
        switch format {
        case .inkJSON: try InkJSON.encode(samples)
        case .labeledNDJSON: try LabeledNDJSON.encode(samples)
        case .inkml: try samples[0].drawing.inkMLData()
        case .unipen: try UnipenWriter.encode(samples)
        case .gestureXML: try GestureLogWriter.encode(samples[0])
        case .quickDraw: try QuickDrawWriter.encode(samples)
        }
    }

    /// The samples a single-drawing format (InkML, gesture logs) writes: the first.
    static func written(_ samples: [LabeledInk], as format: InkFormat) -> [LabeledInk] {
        format == .inkml || format == .gestureXML ? [samples[0]] : samples
    }

    static func read(_ data: Data, as format: InkFormat) throws -> [LabeledInk] {
        let path = format == .unipen ? "fuzz.dat" : format == .gestureXML ? "fuzz01.xml" : "fuzz"
        return try InkDataset.load(data, format: format, path: path).samples
    }

    /// Records an issue for a refusal that names no bad sample, a file that does not read, or ink
    /// that reads back otherwise than the format's documented loss allows.
    static func checkRoundTrip(_ all: [LabeledInk], as format: InkFormat, seed: UInt64) {
        let samples = written(all, as: format)
        // A bad value in a channel the format writes must be refused; one in a channel it drops
        // may be (most writers refuse any value no reader accepts).
        func refusal(_ drawing: InkDrawing) -> InkFormatError.Reason? {
            drawing.unusableValue ?? (drawing.isEmpty && refusesEmpty(format) ? .noInk : nil)
        }
        let refusedAs = samples.lazy.compactMap { refusal($0.drawing) }.first
        let badIndex = samples.firstIndex { refusal($0.drawing) != nil }
        let mustRefuse = samples.contains { refusal(writtenChannels(of: $0.drawing, as: format)) != nil }
        let data: Data
        do {
            data = try encode(samples, as: format)
        } catch let error as InkFormatError {
            #expect(error.reason == refusedAs, "\(format) seed \(seed): refused \(error), expected \(String(describing: refusedAs))")
            if samples.count > 1 { #expect(error.record == badIndex, "\(format) seed \(seed): \(error) names no sample") }
            return
        } catch let error as InkValidationError {
            // InkML writes one drawing: stroke and point name the value.
            #expect(format == .inkml && refusedAs != nil, "\(format) seed \(seed): refused \(error)")
            #expect(error.description.contains("stroke") && error.description.contains("point"), "\(error)")
            return
        } catch {
            Issue.record("\(format) seed \(seed): untyped error \(type(of: error)): \(error)")
            return
        }
        #expect(!mustRefuse, "\(format) seed \(seed): wrote what should be refused (\(String(describing: refusedAs)))")
        guard !mustRefuse else { return }
        let read: [LabeledInk]
        do {
            read = format == .inkml
                ? [LabeledInk(drawing: try InkDrawing(inkML: data), label: samples[0].label, writer: samples[0].writer, source: "fuzz")]
                : try Self.read(data, as: format)
        } catch {
            Issue.record("\(format) seed \(seed): written file does not read: \(error)\n\(String(decoding: data, as: UTF8.self))")
            return
        }
        let loss = FormatLoss(writing: samples, as: format)
        guard read.count == samples.count else {
            Issue.record("\(format) seed \(seed): \(samples.count) samples written, \(read.count) read")
            return
        }
        for (index, (original, back)) in zip(samples, read).enumerated() {
            for problem in differences(original, back, format: format, loss: loss) {
                Issue.record("\(format) seed \(seed) sample \(index): \(problem)\n\(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// `drawing` without the channels `format` does not write (`FormatLoss`'s table).
    static func writtenChannels(of drawing: InkDrawing, as format: InkFormat) -> InkDrawing {
        guard format != .inkJSON else { return drawing }
        let points = drawing.strokes.flatMap(\.points)
        var copy = drawing
        for s in copy.strokes.indices {
            copy.strokes[s].width = nil
            for p in copy.strokes[s].points.indices {
                var point = copy.strokes[s].points[p]
                // InkML gives a stroke whose points all have force a context of its own.
                let keepsForce = format == .inkml && copy.strokes[s].points.allSatisfy { $0.force != nil }
                let keepsTime = format == .labeledNDJSON || points.allSatisfy { $0.timeOffset != nil }
                point = InkPoint(x: point.x, y: point.y, timeOffset: keepsTime ? point.timeOffset : nil, force: keepsForce ? point.force : nil)
                copy.strokes[s].points[p] = point
            }
        }
        return copy
    }

    static func refusesEmpty(_ format: InkFormat) -> Bool {
        [.unipen, .gestureXML, .quickDraw].contains(format)
    }

    /// What reads back otherwise than `loss` allows.
    static func differences(_ original: LabeledInk, _ back: LabeledInk, format: InkFormat, loss: FormatLoss) -> [String] {
        var problems: [String] = []
        let rounds = format == .unipen || format == .quickDraw
        var strokes = original.drawing.strokes
        if loss.content.contains(.emptyStrokes) { strokes.removeAll(where: \.isEmpty) }
        let backStrokes = back.drawing.strokes
        guard strokes.map(\.count) == backStrokes.map(\.count) else {
            return ["points per stroke \(strokes.map(\.count)) read back as \(backStrokes.map(\.count))"]
        }
        for (s, (stroke, read)) in zip(strokes, backStrokes).enumerated() {
            for (p, (point, other)) in zip(stroke.points, read.points).enumerated() {
                let x = rounds ? point.x.rounded() : point.x, y = rounds ? point.y.rounded() : point.y
                if !close(x, other.x) || !close(y, other.y) {
                    problems.append("stroke \(s) point \(p): (\(point.x), \(point.y)) read as (\(other.x), \(other.y))")
                }
                let keepsForce = format == .inkJSON || (format == .inkml && stroke.points.allSatisfy { $0.force != nil })
                if keepsForce ? !same(point.force, other.force) : other.force != nil {
                    problems.append("stroke \(s) point \(p): force \(String(describing: point.force)) read as \(String(describing: other.force))")
                }
            }
        }
        problems += timeDifferences(original.drawing, back.drawing, format: format, loss: loss)
        if format != .inkml {
            if !loss.content.contains(.labels), original.label != back.label {
                problems.append("label \(original.label.debugDescription) read as \(back.label.debugDescription)")
            }
            if !loss.content.contains(.writers), original.writer != back.writer {
                problems.append("writer \(String(describing: original.writer)) read as \(String(describing: back.writer))")
            }
            if !loss.content.contains(.splits), original.split != back.split {
                problems.append("split \(original.split) read as \(back.split)")
            }
        }
        if !loss.content.contains(.annotations), format != .unipen, format != .quickDraw,
            original.drawing.annotations != back.drawing.annotations
        {
            problems.append("annotations \(original.drawing.annotations) read as \(back.drawing.annotations)")
        }
        return problems
    }

    /// Times as the format keeps them: every point's own for inkrec JSON and ndjson, with stroke
    /// start times; one clock from the first stroke's start for the others, in milliseconds.
    static func timeDifferences(_ original: InkDrawing, _ back: InkDrawing, format: InkFormat, loss: FormatLoss) -> [String] {
        switch format {
        case .inkJSON, .labeledNDJSON, .inkml:
            if format == .inkml, !original.isTimedThroughout {
                return back.isTimedThroughout && !original.strokes.allSatisfy(\.isEmpty) ? ["untimed ink read back with times"] : []
            }
            var problems: [String] = []
            for (s, (stroke, read)) in zip(original.strokes, back.strokes).enumerated() {
                if !loss.content.contains(.strokeStartTimes), !same(stroke.startTime, read.startTime) {
                    problems.append("stroke \(s): start \(String(describing: stroke.startTime)) read as \(String(describing: read.startTime))")
                }
                for (p, (point, other)) in zip(stroke.points, read.points).enumerated() where !same(point.timeOffset, other.timeOffset) {
                    problems.append("stroke \(s) point \(p): time \(String(describing: point.timeOffset)) read as \(String(describing: other.timeOffset))")
                }
            }
            return problems
        case .unipen, .gestureXML, .quickDraw:
            // Times are those of the drawing as given; $1 logs then leave empty strokes out.
            let all = original.writtenTimes.map { zip(original.strokes, $0).filter { format != .gestureXML || !$0.0.isEmpty }.map(\.1) }
            let written = all?.map { $0.map { ($0 * 1000).rounded() / 1000 } }
            guard let written else { return back.isTimedThroughout && !back.isEmpty ? ["untimed ink read back with times"] : [] }
            guard let read = back.writtenTimes else { return ["times \(written) read back as none"] }
            let matches = zip(written.joined(), read.joined()).allSatisfy { abs($0 - $1) <= 0.0005 + 1e-9 * abs($0) }
            return matches ? [] : ["times \(written) read as \(read)"]
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= 1e-9 * max(abs(a), abs(b)) }

    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): close(a, b)
        default: false
        }
    }
}
