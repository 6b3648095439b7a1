import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@Suite("UNIPEN writer")
struct UnipenWriterTests {
    @Test("pendigits' 3,498 test digits read back with labels, writers, points and times; the pendigits split is reported lost")
    func pendigitsRoundTrip() throws {
        let samples = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes")]).samples
        #expect(samples.count == 3_498)
        let back = try readBack(UnipenWriter.encode(samples), as: .unipen, path: "back.dat")
        #expect(back.map(\.label) == samples.map(\.label))
        #expect(back.map(\.writer) == samples.map(\.writer))
        #expect(zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes) })
        #expect(zip(back, samples).allSatisfy { sameTimes($0.drawing, $1.drawing, tolerance: 1e-9) || $1.drawing.strokes.contains { $0.startTime == nil } })
        let loss = FormatLoss(writing: samples, as: .unipen)
        #expect(loss.content.contains(.splits), "pendigits' .tes is all test; the hash of its writers is not")
        #expect(!loss.content.contains(.fractions))
        #expect(loss.channels.isEmpty && loss.unevenChannels.isEmpty)
    }

    @Test("train_r01_v07 sessions (pen-up points, a T channel) read back with their writers and splits")
    func trainR01RoundTrip() throws {
        let data = TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07/data")
        let samples = try InkDataset.load(paths: [
            data.appendingPathComponent("1b/cea/Toepfer.dat"), data.appendingPathComponent("1c/sie/char/kwba/kwba4617.dat"),
        ]).samples
        #expect(samples.count == 7)
        let back = try readBack(UnipenWriter.encode(samples), as: .unipen, path: "back.unp")
        #expect(back.map(\.label) == samples.map(\.label))
        #expect(back.map(\.writer) == samples.map(\.writer))
        #expect(back.map(\.split) == samples.map(\.split))
        #expect(zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes) })
        let loss = FormatLoss(writing: samples, as: .unipen)
        #expect(!loss.content.contains(.splits) && !loss.content.contains(.fractions))
    }

    @Test("labels with quotes, backslashes and line breaks; writers with spaces; rounding halves away from zero")
    func escapingAndRounding() throws {
        let stroke = InkStroke(locations: [Vector2(2.5, 2.5), Vector2(-2.5, 0.4)])
        let samples = [
            LabeledInk(drawing: InkDrawing(strokes: [stroke]), label: "say \"\\@\"", writer: "a  b", source: "s"),
            LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(7, 9)]), InkStroke(points: [])]), label: "two\nlines", writer: nil, source: "t"),
        ]
        let text = String(decoding: try UnipenWriter.encode(samples), as: UTF8.self)
        #expect(text.contains(".Y_DIM 9\n.WRITER_ID a b\n.COORD X Y\n.SEGMENT TEXT 0 ? \"say \\\"\\\\@\\\"\"\n.PEN_DOWN\n 3 6\n -3 9\n.PEN_UP\n"))
        #expect(text.contains(".WRITER_ID\n.SEGMENT TEXT 1-2 ? \"two lines\"\n.PEN_DOWN\n 7 0\n.PEN_UP\n.PEN_DOWN\n.PEN_UP\n"))
        let back = try readBack(Data(text.utf8), as: .unipen, path: "x.dat")
        #expect(back.map(\.label) == ["say \"\\@\"", "two lines"])
        #expect(back.map(\.writer) == ["a b", nil])
        #expect(back[0].drawing.strokes[0].locations == [Vector2(3, 3), Vector2(-3, 0)])
        #expect(back[1].drawing.strokes.map(\.count) == [1, 0])
        let loss = FormatLoss(writing: samples, as: .unipen)
        #expect(loss.content.isSuperset(of: [.labels, .writers, .fractions, .splits]))
        #expect(loss.drawings == 2)
    }

    @Test("empty ink, NaN and huge values are typed errors naming the record; no samples is a header that reads as none")
    func badInput() throws {
        let good = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(1, 1)])]), label: "a", writer: "w", source: "s")
        let empty = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: [])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(record: 1, reason: .noInk)) { try UnipenWriter.encode([good, empty]) }
        let nan = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(.nan, 0)])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(record: 0, reason: .nonFiniteValue(stroke: 0, point: 0))) { try UnipenWriter.encode([nan]) }
        let huge = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, .greatestFiniteMagnitude)])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(record: 0, reason: .coordinateOutOfRange(stroke: 0, point: 0))) { try UnipenWriter.encode([huge]) }
        #expect(try readBack(UnipenWriter.encode([]), as: .unipen, path: "none.dat").isEmpty)
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("u.unp")
            try Data("old".utf8).write(to: url)
            #expect(throws: InkFormatError(path: url.path, record: 0, reason: .nonFiniteValue(stroke: 0, point: 0))) {
                try UnipenWriter.write([nan], to: url)
            }
            #expect(try Data(contentsOf: url) == Data("old".utf8))
            try UnipenWriter.write([good], to: url)
            #expect(try InkDataset.load(paths: [url]).samples.map(\.writer) == ["w"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["u.unp"])
        }
    }
}
