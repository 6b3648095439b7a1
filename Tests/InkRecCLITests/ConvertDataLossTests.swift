import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

@testable import InkRecCLI

/// Trial 9's data-loss cases for `convert` ("Outputs never replace inputs"): each used to replace
/// or remove an input, or leave a mixed dataset, with exit 0.
@Suite struct ConvertDataLossTests {
    static let arrow = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium/arrow01.xml")
    static let circles = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/circle.ndjson")
    static let page = TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml")

    /// `convert mix3 mix3/qd.ndjson --replace` passed over qd.ndjson in the walk, then replaced its
    /// drawings with the one arrow.
    @Test func replaceRefusesAFileInsideAnInputFolder() throws {
        try withTemporaryFolder { folder in
            let mix = folder.appendingPathComponent("mix3")
            try FileManager.default.createDirectory(at: mix, withIntermediateDirectories: false)
            try FileManager.default.copyItem(at: Self.circles, to: mix.appendingPathComponent("qd.ndjson"))
            try FileManager.default.copyItem(at: Self.arrow, to: mix.appendingPathComponent("arrow01.xml"))
            let before = try OutputOverlapTests.contents(mix)
            let result = runInkrec(["convert", "mix3", "mix3/qd.ndjson", "--replace"], in: folder)
            #expect(result.code == .usage, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.hasPrefix(
                    "inkrec convert: the output mix3/qd.ndjson lies inside the input folder mix3 and is a file of that input: choose another output path\n"),
                "\(result.stderr)")
            #expect(try OutputOverlapTests.contents(mix) == before)
        }
    }

    /// `convert mix4 mix4/sub --to inkml --replace` removed mix4/sub/writer1_1.inkml as an old
    /// output. A new folder inside the input folder is still allowed, but only once: then it
    /// holds files of that input.
    @Test func anOutputFolderInsideAnInputFolderMustBeNew() throws {
        try withTemporaryFolder { folder in
            let mix = folder.appendingPathComponent("mix4"), sub = mix.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.arrow, to: mix.appendingPathComponent("arrow01.xml"))
            try FileManager.default.copyItem(at: Self.page, to: sub.appendingPathComponent("writer1_1.inkml"))
            let before = try OutputOverlapTests.contents(mix)
            let refused = runInkrec(["convert", "mix4", "mix4/sub", "--to", "inkml", "--replace"], in: folder)
            #expect(refused.code == .usage, "\(refused.stderr)")
            #expect(refused.stderr.contains("the output mix4/sub lies inside the input folder mix4 and holds mix4/sub/writer1_1.inkml, a file of that input"), "\(refused.stderr)")
            #expect(try OutputOverlapTests.contents(mix) == before)

            try FileManager.default.removeItem(at: sub.appendingPathComponent("writer1_1.inkml"))
            let created = runInkrec(["convert", "mix4", "mix4/sub", "--to", "inkml"], in: folder)
            #expect(created.stdout == "wrote 1 drawing as inkml to 1 file in mix4/sub\n", "\(created.stderr)")
            let again = runInkrec(["convert", "mix4", "mix4/sub", "--to", "inkml", "--replace"], in: folder)
            #expect(again.code == .usage && again.stderr.contains("holds mix4/sub/00001.inkml, a file of that input"), "\(again.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sub.path) == ["00001.inkml"])
        }
    }

    /// A failure in the middle of writing the new folder leaves the old one as it was, with no
    /// new file in it and no sibling left behind.
    @Test func aFailedFolderReplacementLeavesTheOldFolder() throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("out")
            #expect(runInkrec(["convert", TestPaths.datasets.appendingPathComponent("fc-flowchart").path, "out", "--to", "inkml"], in: folder).code == .success)
            try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
            let before = try OutputOverlapTests.contents(out)
            struct Interrupted: Error {}
            #expect(throws: Interrupted.self) {
                try FolderReplacement.replace(out, keeping: { _ in true }) { fresh in
                    try Data("new".utf8).write(to: fresh.appendingPathComponent("00001.inkml"))
                    throw Interrupted()
                }
            }
            #expect(try OutputOverlapTests.contents(out) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])

            // Done, the folder holds the new files and the kept ones only; no sibling is left.
            let leftover = try FolderReplacement.replace(out, keeping: { $0.lastPathComponent == "notes.txt" }) { fresh in
                try Data("new".utf8).write(to: fresh.appendingPathComponent("a.inkml"))
            }
            #expect(leftover == nil)
            #expect(try OutputOverlapTests.contents(out) == ["a.inkml": Data("new".utf8), "notes.txt": Data("keep".utf8)])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
        }
    }

    /// A write that fails part-way (here: the old folder holds a folder named like the third new
    /// file, which the old files could not replace) used to leave the first new files among the
    /// old ones; now it leaves the old folder exactly as it was, and no sibling folder.
    @Test func aFailedConvertLeavesTheOldFolder() throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("out")
            #expect(runInkrec(["convert", Self.page.path, "out", "--to", "inkml"], in: folder).code == .success)
            let blocking = out.appendingPathComponent("00003.inkml")
            try FileManager.default.createDirectory(at: blocking, withIntermediateDirectories: false)
            try Data("keep".utf8).write(to: blocking.appendingPathComponent("notes.txt"))
            let before = try OutputOverlapTests.contents(out)
            let pages = TestPaths.datasets.appendingPathComponent("fc-flowchart").path
            let failed = runInkrec(["convert", pages, "out", "--to", "inkml", "--replace"], in: folder)
            #expect(failed.code == .badInput, "\(failed.stderr)")
            #expect(try OutputOverlapTests.contents(out) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
        }
    }

    /// Siblings an interrupted replacement leaves are hidden, so a walk of their folder reads
    /// neither the old nor the new copy: the dataset is read once.
    @Test func strayReplacementFoldersAreNotRead() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
            try FileManager.default.copyItem(at: Self.page, to: data.appendingPathComponent("writer1_1.inkml"))
            for stray in [".set.inkrec-new-\(UUID().uuidString)", ".set.inkrec-old-\(UUID().uuidString)"] {
                try FileManager.default.createDirectory(at: data.appendingPathComponent(stray), withIntermediateDirectories: false)
                try FileManager.default.copyItem(at: Self.page, to: data.appendingPathComponent(stray).appendingPathComponent("00001.inkml"))
            }
            let read = runInkrec(["convert", "data", "all.ndjson"], in: folder)
            #expect(read.stdout == "wrote 1 drawing as ndjson to all.ndjson\n", "\(read.stderr)")
        }
    }

    /// Trial 9: time on only some points of a drawing (here one of its strokes) went to InkML without T and without a word.
    /// Trial 12: the timed stroke keeps its time through its own context; time on only some
    /// points of one stroke is still named.
    @Test func timeOnSomePointsIsNamedForInkML() throws {
        try withTemporaryFolder { folder in
            let untimed = InkStroke(points: [InkPoint(x: 0, y: 0), InkPoint(x: 9, y: 9)])
            let timed = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 5, y: 5, timeOffset: 0.1)])
            let samples = [
                LabeledInk(drawing: InkDrawing(strokes: [timed, untimed]), label: "a", writer: "w", source: "s#0"),
                LabeledInk(drawing: InkDrawing(strokes: [timed]), label: "b", writer: "w", source: "s#1"),
            ]
            try LabeledNDJSON.write(samples, to: folder.appendingPathComponent("in.ndjson"))
            let inkml = runInkrec(["convert", "in.ndjson", "out", "--to", "inkml"], in: folder)
            #expect(inkml.code == .success)
            #expect(inkml.stderr.isEmpty, "\(inkml.stderr)")
            let back = try InkDataset.load(paths: [folder.appendingPathComponent("out")]).samples
            #expect(back.map { $0.drawing.strokes[0].points[1].timeOffset } == [0.1, 0.1])
            #expect(back[0].drawing.strokes[1].points.allSatisfy { $0.timeOffset == nil })
            let half = InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0), InkPoint(x: 5, y: 5)])
            try LabeledNDJSON.write([LabeledInk(drawing: InkDrawing(strokes: [half]), label: "c", writer: "w", source: "s#2")],
                                    to: folder.appendingPathComponent("half.ndjson"))
            let halfInkML = runInkrec(["convert", "half.ndjson", "half.inkml"], in: folder)
            #expect(halfInkML.stderr.hasSuffix("\nwarning: inkml cannot keep time (on only some points) (1 of 1 drawing) (--to json keeps every channel)\n"),
                    "\(halfInkML.stderr)")
            // ndjson keeps time point by point: nothing to name.
            let ndjson = runInkrec(["convert", "in.ndjson", "copy.ndjson"], in: folder)
            #expect(ndjson.code == .success && ndjson.stderr.isEmpty, "\(ndjson.stderr)")
        }
    }
}
