import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@Suite("Quick, Draw! writer")
struct QuickDrawWriterTests {
    @Test("the shipped raw circles read back with keys, times and splits; coordinates within rounding, whole ones exactly")
    func rawRoundTrip() throws {
        let folder = TestPaths.datasets.appendingPathComponent("quickdraw-shapes")
        let samples = try InkDataset.load(paths: [folder.appendingPathComponent("circle.ndjson")]).samples
        #expect(samples.count == 44)
        let loss = FormatLoss(writing: samples, as: .quickDraw)
        #expect(loss.content == [.fractions] && loss.drawings == 15, "15 of the 44 have fractional pixels")
        let data = try QuickDrawWriter.encode(samples)
        let back = try readBack(data, as: .quickDraw, path: "back.ndjson")
        let whole = samples.indices.filter { FormatLoss(writing: [samples[$0]], as: .quickDraw).isEmpty }
        #expect(whole.count == 29)
        #expect(whole.map { back[$0].drawing } == whole.map { samples[$0].drawing })
        #expect(zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes, tolerance: 0.5) })
        #expect(zip(back, samples).allSatisfy { sameTimes($0.drawing, $1.drawing, tolerance: 0) })
        #expect(back.map(\.drawing.annotations) == samples.map(\.drawing.annotations))
        #expect(back.map(\.label) == samples.map(\.label))
        #expect(back.map(\.writer) == samples.map(\.writer))
        #expect(back.map(\.split) == samples.map(\.split))
        let firstLine = String(decoding: data, as: UTF8.self).prefix { $0 != "\n" }
        #expect(firstLine.hasPrefix("{\"word\":\"circle\",\"countrycode\":\"US\",\"timestamp\":\"2017-01-25 03:11:35.55071 UTC\",\"recognized\":true,\"key_id\":\"5266005389475840\",\"drawing\":[[[635,628,"))
    }

    @Test("the shipped stars' fractional coordinates are rounded, and reported so")
    func starsRound() throws {
        let samples = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("quickdraw-shapes/star.ndjson")]).samples
        #expect(samples.count == 32)
        let loss = FormatLoss(writing: samples, as: .quickDraw)
        #expect(loss.content == [.fractions] && loss.drawings == 14)
        let back = try readBack(QuickDrawWriter.encode(samples), as: .quickDraw, path: "stars.ndjson")
        #expect(zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes, tolerance: 0.5) })
        #expect(!zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes) })
    }

    @Test("untimed ink takes the simplified form; coordinates round to whole numbers, halves away from zero")
    func simplifiedAndRounded() throws {
        let stroke = InkStroke(locations: [Vector2(2.5, -2.5), Vector2(1.4, 0.6)])
        let sample = LabeledInk(drawing: InkDrawing(strokes: [stroke, InkStroke(points: [])]), label: "line", writer: "7", source: "s")
        let text = String(decoding: try QuickDrawWriter.encode([sample]), as: UTF8.self)
        #expect(text == "{\"word\":\"line\",\"key_id\":\"7\",\"drawing\":[[[3,1],[-3,1]],[[],[]]]}\n")
        let back = try #require(try readBack(Data(text.utf8), as: .quickDraw, path: "q.ndjson").first)
        #expect(back.drawing.strokes.map(\.locations) == [[Vector2(3, -3), Vector2(1, 1)], []])
        #expect(back.drawing.strokes.allSatisfy { $0.points.allSatisfy { $0.timeOffset == nil } })
        let loss = FormatLoss(writing: [sample], as: .quickDraw)
        #expect(loss.content == [.fractions])
        #expect(loss.names == ["fractions (rounded)"])
    }

    @Test("times in seconds become whole milliseconds from the first stroke; an unknown start follows the stroke before")
    func times() throws {
        let a = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 1, y: 0, timeOffset: 0.015)], startTime: 0)
        let b = InkStroke(points: [InkPoint(x: 5, y: 5, timeOffset: 0), InkPoint(x: 6, y: 5, timeOffset: 0.1)])
        let sample = LabeledInk(drawing: InkDrawing(strokes: [a, b]), label: "z", writer: nil, source: "s")
        let text = String(decoding: try QuickDrawWriter.encode([sample]), as: UTF8.self)
        #expect(text.hasSuffix("\"drawing\":[[[0,1],[0,0],[0,15]],[[5,6],[5,5],[15,115]]]}\n"))
        let back = try #require(try readBack(Data(text.utf8), as: .quickDraw, path: "q.ndjson").first)
        #expect(abs((back.drawing.strokes[1].startTime ?? -1) - 0.015) < 1e-12)
        #expect(FormatLoss(writing: [sample], as: .quickDraw).content == [.strokeStartTimes, .splits])
    }

    @Test("a first t above 0 is kept as the first stroke's start and written back as it was (trial 17: 26 of 522 shipped drawings)")
    func firstTimeAboveZeroRoundTrips() throws {
        let line = "{\"word\":\"circle\",\"key_id\":\"1\",\"drawing\":[[[0,5,9],[0,5,0],[1,21,47]],[[3,4],[3,4],[80,97]]]}\n"
        let read = try readBack(Data(line.utf8), as: .quickDraw, path: "q.ndjson")
        let strokes = try #require(read.first).drawing.strokes
        #expect(abs((strokes[0].startTime ?? -1) - 0.001) < 1e-12)
        #expect(abs((strokes[1].startTime ?? -1) - 0.080) < 1e-12)
        #expect(abs((strokes[0].points[2].timeOffset ?? -1) - 0.046) < 1e-12)
        #expect(FormatLoss(writing: read, as: .quickDraw).isEmpty)
        #expect(String(decoding: try QuickDrawWriter.encode(read), as: UTF8.self) == line)
        // Formats whose clock starts at the first stroke say they shift it.
        #expect(FormatLoss(writing: read, as: .unipen).content.contains(.strokeStartTimes))
    }

    /// The first attempt wrote each time from the drawing's start rounded as a whole, so a start
    /// of 0.3 ms and a point 1.3 ms after it (1.6 ms) read back 2 ms apart, not 1 (the writer
    /// fuzz's drift). The clock start and the times after it are rounded apart.
    @Test("a fractional clock start is rounded apart from the times after it, which round as in the other formats")
    func fractionalClockStartKeepsRelativeTimes() throws {
        let stroke = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 1, y: 0, timeOffset: 0.0013)], startTime: 0.0003)
        let sample = LabeledInk(drawing: InkDrawing(strokes: [stroke]), label: "z", writer: "w", source: "s")
        let text = String(decoding: try QuickDrawWriter.encode([sample]), as: UTF8.self)
        #expect(text.hasSuffix("\"drawing\":[[[0,1],[0,0],[0,1]]]}\n"))
        #expect(FormatLoss(writing: [sample], as: .quickDraw).content.contains(.fractions))
        let later = InkStroke(points: stroke.points, startTime: 2.0004)
        let text2 = String(decoding: try QuickDrawWriter.encode([LabeledInk(drawing: InkDrawing(strokes: [later]), label: "z", writer: "w", source: "s")]), as: UTF8.self)
        #expect(text2.hasSuffix("\"drawing\":[[[0,1],[0,0],[2000,2001]]]}\n"))
    }

    @Test("a first stroke starting before 0 is written from 0 and reported (Quick, Draw! t counts up from the drawing's start)")
    func negativeClockStartIsShifted() throws {
        let stroke = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 1, y: 0, timeOffset: 0.02)], startTime: -0.5)
        let sample = LabeledInk(drawing: InkDrawing(strokes: [stroke]), label: "z", writer: "w", source: "s")
        let text = String(decoding: try QuickDrawWriter.encode([sample]), as: UTF8.self)
        #expect(text.hasSuffix("\"drawing\":[[[0,1],[0,0],[0,20]]]}\n"))
        #expect(FormatLoss(writing: [sample], as: .quickDraw).content.contains(.strokeStartTimes))
    }

    @Test("empty ink, NaN and huge coordinates are typed errors naming the record; nothing is written")
    func badInput() throws {
        let good = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(1, 1)])]), label: "a", writer: "w", source: "s")
        let empty = LabeledInk(drawing: InkDrawing(strokes: []), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(record: 1, reason: .noInk)) { try QuickDrawWriter.encode([good, empty]) }
        let nan = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: .nan)])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(record: 0, reason: .nonFiniteValue(stroke: 0, point: 0))) { try QuickDrawWriter.encode([nan]) }
        let huge = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, -2e15)])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(record: 0, reason: .coordinateOutOfRange(stroke: 0, point: 0))) { try QuickDrawWriter.encode([huge]) }
        #expect(try QuickDrawWriter.encode([]).isEmpty)
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("q.ndjson")
            #expect(throws: InkFormatError(path: url.path, record: 1, reason: .noInk)) { try QuickDrawWriter.write([good, empty], to: url) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            try QuickDrawWriter.write([good, good], to: url)
            #expect(try InkDataset.load(paths: [url]).samples.count == 2)
        }
    }
}
