import Foundation
import InkCore
@testable import InkFormats
import Testing

/// Failures `WriterFuzzTests` found, each kept with the `RandomInk` seed that showed it.
struct WriterFuzzRegressionTests {
    /// Seed 2: sample 0 has an infinite y at stroke 0, point 0. inkrec JSON refused it with the
    /// encoder's coding path and no record (`invalidNumber("inf at 'samples.0…y'")`), labelled
    /// ndjson with the record but no stroke or point (`invalidNumber("inf")`).
    /// Seed 98: sample 0 has a coordinate past ±1e15 at stroke 1, point 0, which both wrote and
    /// their readers then refused.
    @Test func jsonWritersRefuseUnusableValuesBySampleStrokeAndPoint() throws {
        var ink = RandomInk(seed: 2)
        let infinite = ink.samples()
        ink = RandomInk(seed: 98)
        let huge = ink.samples()
        let cases: [(samples: [LabeledInk], error: InkFormatError)] = [
            (infinite, InkFormatError(record: 0, reason: .nonFiniteValue(stroke: 0, point: 0))),
            (huge, InkFormatError(record: 0, reason: .coordinateOutOfRange(stroke: 1, point: 0))),
        ]
        for (samples, error) in cases {
            #expect(throws: error) { try InkJSON.encode(samples) }
            #expect(throws: error) { try LabeledNDJSON.encode(samples) }
        }
    }

    /// Seed 98: the same coordinate past ±1e15 (sample 0, stroke 1, point 0) was written to InkML,
    /// whose reader refuses it.
    @Test func inkMLRefusesCoordinatesItsReaderRefuses() throws {
        var ink = RandomInk(seed: 98)
        let drawing = try #require(ink.samples().first).drawing
        #expect(throws: InkValidationError.coordinateOutOfRange(stroke: 1, point: 0)) { try drawing.inkMLData() }
    }

    /// Seeds 45, 48, 50 and 124 lead with empty strokes: UNIPEN, Quick, Draw! and $1 logs
    /// counted times from the first stroke's start, and their readers from the first point, so
    /// every time moved (seed 48: -2.215 s read back as 0; seed 124: 2.153 s, 2.043 s as 0, -0.11).
    @Test(arguments: [UInt64(45), 48, 50, 124])
    func timesCountFromTheFirstPointWhenEmptyStrokesLead(seed: UInt64) throws {
        var ink = RandomInk(seed: seed)
        let sample = try #require(ink.samples().first)
        #expect(sample.drawing.strokes.first?.isEmpty == true)
        let written = try #require(sample.drawing.writtenTimes).joined()
        #expect(written.first == 0)
        let encodings: [(InkFormat, String, Data)] = [
            (.unipen, "r.dat", try UnipenWriter.encode([sample])), (.quickDraw, "r.ndjson", try QuickDrawWriter.encode([sample])),
            (.gestureXML, "r01.xml", try GestureLogWriter.encode(sample)),
        ]
        for (format, path, data) in encodings {
            let back = try #require(try InkDataset.load(data, format: format, path: path).samples.first)
            let read = try #require(back.drawing.writtenTimes).joined()
            #expect(read.count == written.count)
            #expect(zip(read, written).allSatisfy { abs($0 - $1) <= 0.0005 }, "\(format): \(Array(read)) vs \(Array(written))")
        }
    }

    /// Seeds 68 (label "bell\u{7}") and 117 (writer "nul\0"): XML cannot carry C0 controls, so
    /// the $1 log reads them back as U+FFFD, and `FormatLoss` did not say so. Likewise an InkML
    /// annotation holding one.
    @Test func charactersXMLCannotCarryAreReportedLost() throws {
        var ink = RandomInk(seed: 68)
        let label = try #require(ink.samples().first)
        ink = RandomInk(seed: 117)
        let writer = try #require(ink.samples().first)
        #expect(label.label == "bell\u{7}")
        #expect(writer.writer == "nul\0")
        #expect(FormatLoss(writing: [label], as: .gestureXML).content.contains(.labels))
        #expect(FormatLoss(writing: [writer], as: .gestureXML).content.contains(.writers))
        for sample in [label, writer] {
            let back = try #require(try InkDataset.load(GestureLogWriter.encode(sample), format: .gestureXML, path: "g01.xml").samples.first)
            #expect(back.label.contains("\u{FFFD}") || back.writer?.contains("\u{FFFD}") == true)
        }
        var annotated = label
        annotated.drawing.annotations = ["note": "a\u{1}b"]
        #expect(FormatLoss(writing: [annotated], as: .inkml).content.contains(.annotations))
        #expect(try InkDrawing(inkML: annotated.drawing.inkMLData()).annotations["note"] == "a\u{FFFD}b")
        annotated.drawing.annotations = ["note": "tab\tand\r\nline"]
        #expect(!FormatLoss(writing: [annotated], as: .inkml).content.contains(.annotations))
    }

    /// Trial 17 (values.sh): -0 is read by every reader. Written, it reads back as a zero from
    /// every writer; only inkrec JSON keeps its sign ("-0"), as documented on `InkJSON`.
    @Test func negativeZeroReadsBackAsZeroFromEveryWriter() throws {
        let stroke = InkStroke(points: [InkPoint(x: -0.0, y: -0.0, timeOffset: -0.0), InkPoint(x: 1, y: -0.4, timeOffset: 0.01)], startTime: -0.0)
        let sample = LabeledInk(drawing: InkDrawing(strokes: [stroke]), label: "z", writer: "w", source: "s")
        for format in WriterFuzzTests.formats {
            let data = try WriterFuzzTests.encode([sample], as: format)
            let back = format == .inkml ? try InkDrawing(inkML: data) : try #require(WriterFuzzTests.read(data, as: format).first).drawing
            let first = try #require(back.strokes.first?.points.first)
            #expect(first.x == 0 && first.y == 0 && first.timeOffset == 0, "\(format)")
            #expect(first.x.sign == (format == .inkJSON ? .minus : .plus), "\(format)")
        }
    }
}
