import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

/// `convert` to the interchange formats that had readers only: UNIPEN, Quick, Draw! ndjson and
/// $1 gesture logs, each read back by `convert`'s own reading.
@Suite struct ConvertInterchangeTests {
    static let dollar = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02").path
    static let circles = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/circle.ndjson").path

    @Test func quickDrawNamesTheRounding() throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["convert", Self.circles, "qd.ndjson", "--to", "quickdraw"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr == "warning: quickdraw cannot keep fractions (rounded) (15 of 44 drawings) (--to json keeps every channel)\n")
            #expect(result.stdout == "wrote 44 drawings as quickdraw to qd.ndjson\n")
            let before = try InkDataset.load(paths: [URL(fileURLWithPath: Self.circles)]).samples
            let back = try InkDataset.load(paths: [folder.appendingPathComponent("qd.ndjson")]).samples
            #expect(back.map(\.label) == before.map(\.label))
            #expect(back.map(\.split) == before.map(\.split))
        }
    }

    @Test func unipenFromExtensionNamesWhatItLoses() throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["convert", Self.dollar, "out.unp"], in: folder)
            // Trial 13: nothing was said, then `eval shapes out.unp` found 0 shapes, 160 handwriting.
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stderr == "warning: read back from unipen, eval shapes judges 160 of 160 drawings otherwise: its reader marks"
                + " every sample as UNIPEN handwriting, reported per label, never as a shape (--to ndjson keeps how they are judged)\n")
            #expect(result.stdout == "wrote 160 drawings as unipen to out.unp\n")
            let back = try InkDataset.load(paths: [folder.appendingPathComponent("out.unp")]).samples
            let before = try InkDataset.load(paths: [URL(fileURLWithPath: Self.dollar)]).samples
            #expect(back.map(\.label) == before.map(\.label))
            #expect(back.map(\.split) == before.map(\.split), "subject 2 is train by number and by hash")
            // pendigits' .tes is all test; the hash of its writers is not.
            let digits = runInkrec(["convert", TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig.tes").path, "digits.dat"], in: folder)
            #expect(digits.code == .success)
            #expect(digits.stderr.hasPrefix("warning: unipen cannot keep ") && digits.stderr.contains("splits ("), "\(digits.stderr)")
            #expect(back.map { $0.drawing.strokes.map(\.locations) } == before.map { $0.drawing.strokes.map(\.locations) })
        }
    }

    @Test func gestureLogsGoToAFolderNumberedPerLabel() throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["convert", Self.dollar, "logs", "--to", "gesture-xml"], in: folder)
            #expect(result.code == .success && result.stderr.isEmpty, "\(result.stderr)")
            #expect(result.stdout == "wrote 160 drawings as gesture-xml to 160 files in logs\n")
            let logs = folder.appendingPathComponent("logs")
            let first = try String(contentsOf: logs.appendingPathComponent("00001.xml"), encoding: .utf8)
            let tenth = try String(contentsOf: logs.appendingPathComponent("00010.xml"), encoding: .utf8)
            #expect(first.contains("<Gesture Name=\"arrow01\" Subject=\"2\""))
            #expect(tenth.contains("<Gesture Name=\"arrow10\" Subject=\"2\""))
            let back = try InkDataset.load(paths: [logs]).samples
            let before = try InkDataset.load(paths: [URL(fileURLWithPath: Self.dollar)]).samples
            #expect(back.map(\.label) == before.map(\.label))
            #expect(back.map(\.split) == before.map(\.split))

            let again = runInkrec(["convert", Self.dollar, "logs", "--to", "gesture-xml"], in: folder)
            #expect(again.code == .usage)
            #expect(again.stderr.hasPrefix("inkrec convert: logs already holds 160 gesture XML files: give --replace"), "\(again.stderr)")
            let many = runInkrec(["convert", Self.dollar, "one.xml"], in: folder)
            #expect(many.code == .usage)
            #expect(many.stderr.hasPrefix("inkrec convert: 160 drawings cannot go in one gesture XML file: a gesture log holds one <Gesture>; give a folder as OUT with --to gesture-xml (a path without .xml, written as 00001.xml, 00002.xml, …), or one .ndjson or .json file"), "\(many.stderr)")
            let one = runInkrec(["convert", Self.dollar + "/medium/circle01.xml", "one.xml"], in: folder)
            #expect(one.code == .success && one.stdout == "wrote 1 drawing as gesture-xml to one.xml\n", "\(one.stderr)")
        }
    }

    /// Trial 13: own `diamond` labels written as Quick, Draw! come back excluded (its diamond is
    /// a gemstone); Quick, Draw! read back as a gesture log loses that and is judged by the table.
    @Test func writesThatChangeHowLabelsAreJudgedAreWarned() throws {
        try withTemporaryFolder { folder in
            let stroke = InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: 9, y: 9)])
            let samples = ["diamond", "circle"].map { LabeledInk(drawing: InkDrawing(strokes: [stroke]), label: $0, writer: "w", source: $0) }
            try InkJSON.write(samples, to: folder.appendingPathComponent("in.json"))
            let quickDraw = runInkrec(["convert", "in.json", "qd.ndjson", "--to", "quickdraw"], in: folder)
            #expect(quickDraw.code == .success, "\(quickDraw.stderr)")
            #expect(quickDraw.stderr.contains("warning: read back from quickdraw, eval shapes judges 1 of 2 drawings otherwise:"
                + " its reader marks every sample as Quick, Draw!, whose diamond (a gemstone) is excluded"), "\(quickDraw.stderr)")
            let back = runInkrec(["convert", "qd.ndjson", "logs", "--to", "gesture-xml", "--split", "all"], in: folder)
            #expect(back.code == .success, "\(back.stderr)")
            #expect(back.stderr.contains("judges 1 of 2 drawings otherwise: a gesture log keeps no dataset annotation"), "\(back.stderr)")
            let kept = runInkrec(["convert", "qd.ndjson", "kept.ndjson"], in: folder)
            #expect(kept.code == .success && !kept.stderr.contains("judges"), "\(kept.stderr)")
        }
    }

    /// Trial 13: `convert mine.ndjson x.json --to ndjson` wrote ndjson that `info x.json` then
    /// failed on ("malformed JSON"). A name read as another format is refused, nothing written;
    /// a name no reader takes is written as asked.
    @Test func anExtensionReadAsAnotherFormatIsRefused() throws {
        try withTemporaryFolder { folder in
            let result = runInkrec(["convert", Self.circles, "x.json", "--to", "ndjson"], in: folder)
            #expect(result.code == .usage)
            #expect(result.stderr.contains("--to ndjson to x.json: inkrec reads a .json file as json, so it could not read this one back"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.json").path))
            #expect(runInkrec(["convert", Self.circles, "x.unp", "--to", "quickdraw"], in: folder).code == .usage)
            let plain = runInkrec(["convert", Self.circles, "x.txt", "--to", "ndjson"], in: folder)
            #expect(plain.code == .success, "\(plain.stderr)")
            #expect(runInkrec(["info", "x.txt", "--from", "ndjson"], in: folder).code == .success)
        }
    }

    @Test func ndjsonNamesStrokeIDsAndStyleItDrops() throws {
        try withTemporaryFolder { folder in
            let styled = InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: 9, y: 9)], color: "#FF0000", id: "t1")
            let samples = [LabeledInk(drawing: InkDrawing(strokes: [styled]), label: "a", writer: "w", source: "s#0")]
            try InkJSON.write(samples, to: folder.appendingPathComponent("in.json"))
            let result = runInkrec(["convert", "in.json", "out.ndjson"], in: folder)
            #expect(result.code == .success)
            #expect(result.stderr == "warning: ndjson cannot keep stroke style (1 of 1 drawing), stroke ids (1 of 1 drawing) (--to json keeps every channel)\n")
        }
    }
}
