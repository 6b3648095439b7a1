import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@Suite("$1 gesture-log writer")
struct GestureLogWriterTests {
    /// Writes each sample as its own log and reads it back under a log's file name.
    private func roundTrip(_ samples: [LabeledInk]) throws -> [LabeledInk] {
        try samples.enumerated().flatMap { index, sample in
            try readBack(GestureLogWriter.encode(sample, number: index + 1), as: .gestureXML, path: "back/\(index).xml")
        }
    }

    @Test("the 160 $1 logs of subject 2 read back with their labels, subject, split, points and times, and lose nothing")
    func dollarOneRoundTrip() throws {
        let samples = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02")]).samples
        #expect(samples.count == 160)
        #expect(FormatLoss(writing: samples, as: .gestureXML).isEmpty)
        let back = try roundTrip(samples)
        #expect(back.map(\.label) == samples.map(\.label))
        #expect(back.map(\.writer) == samples.map(\.writer))
        #expect(back.map(\.split) == samples.map(\.split))
        #expect(zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes) })
        #expect(zip(back, samples).allSatisfy { sameTimes($0.drawing, $1.drawing, tolerance: 1e-9) })
        let xml = String(decoding: try GestureLogWriter.encode(samples[0], number: 7), as: UTF8.self)
        #expect(xml.contains("<Gesture Name=\"arrow07\" Subject=\"2\" NumPts=\"\(samples[0].drawing.pointCount)\">\n  <Point X=\"50\" Y=\"242\" T=\"0\" />\n"))
    }

    @Test("MMG multistroke logs keep their strokes, labels and user split")
    func mmgRoundTrip() throws {
        let folder = TestPaths.datasets.appendingPathComponent("ndollar-mmg/10-stylus-MEDIUM")
        let samples = try InkDataset.load(paths: [folder]).samples
        #expect(samples.count > 100)
        #expect(samples.contains { $0.drawing.strokes.count > 1 })
        #expect(FormatLoss(writing: samples, as: .gestureXML).isEmpty)
        let back = try roundTrip(samples)
        #expect(back.map(\.label) == samples.map(\.label))
        #expect(back.map(\.split) == samples.map(\.split))
        #expect(back.map { $0.drawing.strokes.count } == samples.map { $0.drawing.strokes.count })
        #expect(zip(back, samples).allSatisfy { sameLocations($0.drawing.strokes, $1.drawing.strokes) })
        // Exactly (trial 22 P4): start + offset was written with its binary noise
        // (`T="405.99999999999997"`), and 0.047 s came back as 0.046999999999999945.
        #expect(zip(back, samples).allSatisfy { sameTimes($0.drawing, $1.drawing, tolerance: 0) })
    }

    @Test("whole-millisecond starts and offsets are written whole and read back exactly")
    func wholeMillisecondTimes() throws {
        let ink = InkDrawing(strokes: [
            InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 5, y: 0, timeOffset: 0.031)], startTime: 0),
            InkStroke(points: [InkPoint(x: 0, y: 9, timeOffset: 0), InkPoint(x: 5, y: 9, timeOffset: 0.047)], startTime: 0.359),
        ])
        let sample = LabeledInk(drawing: ink, label: "D", writer: "10", source: "a")
        let xml = String(decoding: try GestureLogWriter.encode(sample), as: UTF8.self)
        #expect(xml.contains("<Point X=\"5\" Y=\"9\" T=\"406\" />"), "\(xml)")
        let back = try #require(try readBack(GestureLogWriter.encode(sample), as: .gestureXML, path: "d.xml").first)
        #expect(back.drawing.strokes.map(\.startTime) == [0, 0.359])
        #expect(back.drawing.strokes.map { $0.points.map(\.timeOffset) } == [[0, 0.031], [0, 0.047]])
        // A time that is no whole millisecond stays as it was, to the last digit.
        var fine = sample
        fine.drawing.strokes[1].points[1].timeOffset = 0.0475
        let fineXML = String(decoding: try GestureLogWriter.encode(fine), as: UTF8.self)
        #expect(fineXML.contains("T=\"406.5\""), "\(fineXML)")
    }

    /// Trial 23 asked whether untimed ink gets `T`s: none is written unless every point has a
    /// time, so untimed ink reads back untimed and otherwise whole; ink timed on only some points
    /// is written without any `T`, a loss `FormatLoss` names.
    @Test("untimed ink is written without T and reads back untimed; partly timed ink loses its times, named")
    func untimedInk() throws {
        let untimed = LabeledInk(drawing: InkDrawing(strokes: [
            InkStroke(locations: [Vector2(0, 0), Vector2(10, 0), Vector2(20, 0)]), InkStroke(locations: [Vector2(0, 10), Vector2(10, 10)]),
        ]), label: "line", writer: "w1", source: "u")
        let xml = String(decoding: try GestureLogWriter.encode(untimed), as: UTF8.self)
        #expect(!xml.contains(" T=") && xml.contains("<Point X=\"10\" Y=\"10\" />"), "\(xml)")
        #expect(FormatLoss(writing: [untimed], as: .gestureXML).isEmpty)
        let back = try #require(try roundTrip([untimed]).first)
        #expect(back.drawing.strokes.map(\.locations) == untimed.drawing.strokes.map(\.locations))
        #expect(back.drawing.strokes.allSatisfy { $0.startTime == nil && $0.points.allSatisfy { $0.timeOffset == nil } })
        #expect(back.label == "line" && back.writer == "w1")

        var partly = untimed
        partly.drawing.strokes[0].points = partly.drawing.strokes[0].points.enumerated().map { index, point in
            InkPoint(point.location, timeOffset: Double(index) / 10)
        }
        #expect(!String(decoding: try GestureLogWriter.encode(partly), as: UTF8.self).contains(" T="))
        #expect(!FormatLoss(writing: [partly], as: .gestureXML).isEmpty)
    }

    @Test("a label ending in a digit is written MMG's way and read back whole; one with ~ is reported cut")
    func labels() throws {
        let dot = InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0.25, y: -3)])])
        let eight = LabeledInk(drawing: dot, label: "8", writer: "4", source: "a")
        let xml = String(decoding: try GestureLogWriter.encode(eight), as: UTF8.self)
        #expect(xml.contains("Name=\"8~01\""))
        let back = try #require(try readBack(GestureLogWriter.encode(eight), as: .gestureXML, path: "e.xml").first)
        #expect(back.label == "8")
        #expect(back.drawing.strokes[0].points == [InkPoint(x: 0.25, y: -3)], "one point, fractions and negatives kept")
        let tilde = LabeledInk(drawing: dot, label: "a~b", writer: "4", source: "a")
        #expect(try readBack(GestureLogWriter.encode(tilde), as: .gestureXML, path: "t.xml").first?.label == "a")
        #expect(FormatLoss(writing: [tilde], as: .gestureXML).content.contains(.labels))
        #expect(!FormatLoss(writing: [eight], as: .gestureXML).content.contains(.labels))
    }

    /// Trial 24: a negative repetition number stopped the process on a precondition.
    @Test("a negative repetition number is a typed error and leaves the old file untouched; 0 is written")
    func negativeNumberIsRefused() throws {
        let sample = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(3, 4)])]), label: "x", writer: nil, source: "s")
        let refused = InkFormatError(reason: .unexpected(expected: "a repetition number of 0 or more", found: "-1"))
        #expect(throws: refused) { try GestureLogWriter.encode(sample, number: -1) }
        #expect(refused.description.contains("expected a repetition number of 0 or more, found -1"))
        #expect(throws: InkFormatError.self) { try GestureLogWriter.encode(sample, number: .min) }
        let zero = String(decoding: try GestureLogWriter.encode(sample, number: 0), as: UTF8.self)
        #expect(zero.contains("<Gesture Name=\"x00\" NumPts=\"2\">"), "\(zero)")
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("g.xml")
            try Data("old".utf8).write(to: url)
            let minusThree = InkFormatError.Reason.unexpected(expected: "a repetition number of 0 or more", found: "-3")
            #expect(throws: InkFormatError(path: url.path, reason: minusThree)) { try GestureLogWriter.write(sample, number: -3, to: url) }
            #expect(try Data(contentsOf: url) == Data("old".utf8))
        }
    }

    @Test("empty ink, NaN and huge coordinates are typed errors and leave the old file untouched")
    func badInput() throws {
        let empty = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(points: [])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(reason: .noInk)) { try GestureLogWriter.encode(empty) }
        let nan = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(.nan, 1)])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(reason: .nonFiniteValue(stroke: 0, point: 1))) { try GestureLogWriter.encode(nan) }
        let huge = LabeledInk(drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(1e16, 0)])]), label: "x", writer: nil, source: "s")
        #expect(throws: InkFormatError(reason: .coordinateOutOfRange(stroke: 0, point: 0))) { try GestureLogWriter.encode(huge) }
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("g.xml")
            try Data("old".utf8).write(to: url)
            #expect(throws: InkFormatError(path: url.path, reason: .nonFiniteValue(stroke: 0, point: 1))) {
                try GestureLogWriter.write(nan, to: url)
            }
            #expect(try Data(contentsOf: url) == Data("old".utf8))
            let duplicate = InkDrawing(strokes: [InkStroke(locations: [Vector2(1, 1), Vector2(1, 1)]), InkStroke(points: []), InkStroke(locations: [Vector2(2, 2)])])
            try GestureLogWriter.write(LabeledInk(drawing: duplicate, label: "x", writer: nil, source: "s"), to: url)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["g.xml"])
            let back = try #require(try InkDataset.load(paths: [url]).samples.first)
            #expect(back.drawing.strokes.map(\.locations) == [[Vector2(1, 1), Vector2(1, 1)], [Vector2(2, 2)]])
            #expect(FormatLoss(writing: [LabeledInk(drawing: duplicate, label: "x", writer: nil, source: "s")], as: .gestureXML).content.contains(.emptyStrokes))
        }
    }
}
