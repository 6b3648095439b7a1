import Foundation
import InkCore
import InkFormats
import Testing

@Suite("$1 gesture-log reader: Subject numbers")
struct GestureLogReaderTests {
    private func log(subject: String) -> Data {
        Data("<Gesture Name=\"check02\" Subject=\"\(subject)\"><Point X=\"0\" Y=\"0\" T=\"0\"/><Point X=\"5\" Y=\"5\" T=\"10\"/></Gesture>".utf8)
    }

    private func read(subject: String) throws -> LabeledInk {
        try #require(try readBack(log(subject: subject), as: .gestureXML, path: "check02.xml").first)
    }

    /// `String(format: "%02d")` read the low 32 bits of the 64-bit number: 2³² + 1 and 2³³ + 1
    /// both came back as `s01`, $1 subject 1's name (and its train split).
    @Test("Subjects above 2^31 keep every digit and stay apart from subject 1")
    func subjectsBeyond32Bits() throws {
        let a = try read(subject: "4294967297"), b = try read(subject: "8589934593"), one = try read(subject: "1")
        #expect(a.writer == "s4294967297")
        #expect(b.writer == "s8589934593")
        #expect(one.writer == "s01")
        #expect(a.split == .test && b.split == .test, "above $1's subject 8: test, as subjects 9–11")
        #expect(one.split == .train)
        #expect(try read(subject: "2147483648").writer == "s2147483648", "2³¹ was s-2147483648")
    }

    @Test("negative, oversized and non-numeric Subjects give a documented writer, never a crash")
    func unusualSubjects() throws {
        #expect(try read(subject: "-3").writer == "s-3")
        #expect(try read(subject: "7").writer == "s07")
        #expect(try read(subject: "10").writer == "s10")
        let huge = try read(subject: "99999999999999999999")
        #expect(huge.writer == "99999999999999999999", "beyond Int: the writer as given")
        #expect(huge.split == .train)
        #expect(try read(subject: "abc").writer == "abc")
        #expect(try read(subject: String(Int.min)).writer == "s\(Int.min)")
    }

    /// Trial 23: writer "10"'s "star5" (a label ending in a digit: MMG's naming) read back as
    /// writer "10" in train, its "rectangle" ($1's naming, kept for the split) as "s10" in test:
    /// one person in two parts of the split. Both are now named MMG's way.
    @Test func oneWritersSamplesReadBackAsOneWriterInOnePart() throws {
        let ink = InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: 4, y: 2)])])
        let samples = ["star5", "rectangle"].map { LabeledInk(drawing: ink, label: $0, writer: "10", source: "a", split: .test) }
        let back = try samples.flatMap { try readBack(GestureLogWriter.encode($0), as: .gestureXML, path: "b.xml") }
        #expect(back.map(\.label) == ["star5", "rectangle"])
        #expect(back.map(\.writer) == ["10", "10"])
        #expect(back.map(\.split) == [.train, .train])
    }

    @Test("writers with subject numbers above 2^31 round-trip through the writer and are not merged")
    func writerSide() throws {
        let ink = InkDrawing(strokes: [InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: 4, y: 2)])])
        // In the parts $1's rule gives them (subjects above 8 are test), so the $1 layout is written.
        let samples = [("s4294967297", DatasetSplit.test), ("s8589934593", .test), ("s01", .train)].map {
            LabeledInk(drawing: ink, label: "check", writer: $0.0, source: "a", split: $0.1)
        }
        let back = try samples.flatMap { try readBack(GestureLogWriter.encode($0), as: .gestureXML, path: "b.xml") }
        #expect(back.map(\.writer) == ["s4294967297", "s8589934593", "s01"])
        #expect(GestureLogWriter.mergedWriters(samples).isEmpty)
        let xml = String(decoding: try GestureLogWriter.encode(samples[0], number: 4294967297), as: UTF8.self)
        #expect(xml.contains("Name=\"check4294967297\" Subject=\"4294967297\""))
        // Trial 23: "s1" is written MMG's way, which keeps it as it is, so it no longer merges
        // with "s01"; writers XML cannot carry (control characters) still do.
        let oneTwice = ["s1", "s01", "1"].map { LabeledInk(drawing: ink, label: "check", writer: $0, source: "a") }
        #expect(try oneTwice.flatMap { try readBack(GestureLogWriter.encode($0), as: .gestureXML, path: "b.xml") }.map(\.writer) == ["s1", "s01", "1"])
        #expect(GestureLogWriter.mergedWriters(oneTwice).isEmpty)
        let controls = ["w\u{1}", "w\u{2}"].map { LabeledInk(drawing: ink, label: "check", writer: $0, source: "a") }
        #expect(GestureLogWriter.mergedWriters(controls) == ["w\u{FFFD}": ["w\u{1}", "w\u{2}"]])
    }
}
