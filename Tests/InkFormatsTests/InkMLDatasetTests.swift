import Foundation
import InkCore
@testable import InkFormats
import Testing
import TestSupport

private func labelCounts(_ samples: [LabeledInk]) -> [String: Int] {
    samples.reduce(into: [:]) { $0[$1.label, default: 0] += 1 }
}

@Suite("InkML through the dataset loader")
struct InkMLDatasetTests {
    @Test("the FC fixture: one sample per file, split by writer; one per labelled symbol")
    func bundledFlowcharts() throws {
        let folder = TestPaths.datasets.appendingPathComponent("fc-flowchart")
        #expect(try InkFormat.detect(folder.appendingPathComponent("writer1_1.inkml")) == .inkml)
        let result = try InkDataset.load(paths: [folder])
        #expect(result.skipped.isEmpty)
        #expect(result.samples.map(\.writer) == ["writer14", "writer17", "writer1"])
        #expect(result.samples.map(\.split) == [.validation, .test, .train])
        #expect(result.samples.map(\.label) == ["\"4\"", "\"4b\"", "\"1\""])
        #expect(result.samples.map(\.id) == ["2010_IRCCyN_FC_writer14_4", "2010_IRCCyN_FC_writer17_4b", "2010_IRCCyN_FC_writer1_1"])

        let symbols = result.samples.flatMap { $0.labeledGroups() }
        #expect(symbols.count == 50)
        #expect(labelCounts(symbols) == [
            "arrow": 20, "process": 9, "connection": 4, "decision": 3, "text": 10, "data": 2, "terminator": 2,
        ])
        #expect(symbols.filter { $0.split == .train }.allSatisfy { $0.writer == "writer1" })
        let first = try #require(symbols.first)
        #expect(first.source.hasSuffix("writer14_4.inkml#31"))
        #expect(first.drawing.groups.isEmpty)
        // The page's annotations, but its label (`truth`), which the reader takes as the page's.
        #expect(first.drawing.annotations == result.samples[0].drawing.annotations)
        #expect(first.drawing.annotations["UI"] == "2010_IRCCyN_FC_writer14_4" && first.drawing.annotations["truth"] == nil)
        // Each symbol's strokes are the group's strokes, in the group's order.
        let whole = result.samples[0].drawing
        #expect(first.drawing.strokes == whole.groups[0].strokeIndices.map { whole.strokes[$0] })
    }

    /// Trial 15: `holdout` was silently ignored, so the hash rule could put a held-out sample in
    /// training. An unknown value refuses the file, naming the parts, as ndjson and JSON do.
    @Test("a split annotation wins over the writer rules; an unknown value refuses the file")
    func storedSplit() throws {
        func split(_ annotations: String) throws -> DatasetSplit {
            let xml = "<ink xmlns=\"http://www.w3.org/2003/InkML\">\(annotations)<trace>0 0, 1 1</trace></ink>"
            return try withTemporaryFolder { folder in
                let file = folder.appendingPathComponent("a.inkml")
                try Data(xml.utf8).write(to: file)
                return try #require(try InkDataset.load(paths: [file]).samples.first).split
            }
        }
        let fc = "<annotation type=\"UI\">2010_IRCCyN_FC_writer1_1</annotation><annotation type=\"writer\">writer1</annotation>"
        #expect(try split(fc) == .train)
        #expect(try split(fc + "<annotation type=\"split\">test</annotation>") == .test)
        #expect(try split(fc + "<annotation type=\"split\"> validation\n</annotation>") == .validation)
        for bad in ["all", "holdout"] {
            let error = try #require(throws: InkFormatError.self) {
                let xml = "<ink xmlns=\"http://www.w3.org/2003/InkML\">\(fc)<annotation type=\"split\">\(bad)</annotation><trace>0 0, 1 1</trace></ink>"
                _ = try InkDataset.load(Data(xml.utf8), format: .inkml, path: "a.inkml")
            }
            #expect(error.description.hasSuffix("a.inkml: expected split train|validation|test, found '\(bad)'"))
        }
    }

    /// Review of session 15: the refused value was quoted whole, however long, control
    /// characters and all; and case counts, so `Train` is no part.
    @Test("a refused split is quoted at most 40 characters, control characters escaped; case counts")
    func refusedSplitText() throws {
        func found(_ value: String) throws -> String {
            let error = try #require(throws: InkFormatError.Reason.self) { _ = try DatasetSplit.part(named: value) }
            return error.description
        }
        #expect(try found("Train").hasSuffix("found 'Train'"))
        #expect(try found(String(repeating: "x", count: 100)).hasSuffix("found '\(String(repeating: "x", count: 40))…'"))
        let escaped = try found("te\u{1B}[31mst")
        #expect(escaped.hasSuffix(#"found 'te\u{1B}[31mst'"#), "\(escaped)")
    }

    /// Trial 14: a sample `convert` wrote to InkML read back with `truth`, `writer`, `sampleId` and
    /// `split` in its drawing's annotations as well as in its fields, so a round trip added four
    /// annotations. The fields take them; other annotations stay.
    @Test("annotations a sample field takes leave the drawing's annotations")
    func fieldAnnotationsAreConsumed() throws {
        let xml = """
            <ink xmlns="http://www.w3.org/2003/InkML"><annotation type="truth">box</annotation>\
            <annotation type="writer">s07</annotation><annotation type="sampleId">b1</annotation>\
            <annotation type="split">validation</annotation><annotation type="mood">calm</annotation>\
            <trace>0 0, 10 10</trace></ink>
            """
        let sample = try #require(try InkDataset.load(Data(xml.utf8), format: .inkml, path: "b.inkml").samples.first)
        #expect(sample.label == "box" && sample.writer == "s07" && sample.id == "b1" && sample.split == .validation)
        #expect(sample.drawing.annotations == ["mood": "calm"])
        // A label key below the one used stays an annotation.
        let other = xml.replacingOccurrences(of: "<annotation type=\"mood\">calm</annotation>", with: "<annotation type=\"label\">B</annotation>")
        let kept = try #require(try InkDataset.load(Data(other.utf8), format: .inkml, path: "b.inkml").samples.first)
        #expect(kept.drawing.annotations == ["label": "B"])
    }

    /// Trial 15: CROHME's `001-equation001GT.inkml` read as `  $B_n(1-x)=…` (its truth's layout spaces).
    @Test func aLabelIsReadWithoutSurroundingWhitespace() throws {
        let xml = "<ink xmlns=\"http://www.w3.org/2003/InkML\"><annotation type=\"truth\">\n  $x^2$ \t</annotation><trace>0 0, 1 1</trace></ink>"
        let sample = try #require(try InkDataset.load(Data(xml.utf8), format: .inkml, path: "t.inkml").samples.first)
        #expect(sample.label == "$x^2$")
    }

    /// Trial 6: `--from inkml` on a folder read its `SOURCE.md` as InkML and skipped it as
    /// malformed. A given format reads only its own extensions in folders; a file named on its
    /// own is still read as that format whatever its extension.
    @Test("a given format reads only its extensions in folders, a named file whatever its extension")
    func givenFormatInFolders() throws {
        try withTemporaryFolder { scratch in
            let folder = scratch.appendingPathComponent("fc-flowchart")
            try FileManager.default.copyItem(at: TestPaths.datasets.appendingPathComponent("fc-flowchart"), to: folder)
            let page = folder.appendingPathComponent("writer1_1.inkml")
            let renamed = folder.appendingPathComponent("nested/page.xml")
            try FileManager.default.createDirectory(at: renamed.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: page, to: renamed)
            try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))

            let walked = try InkDataset.load(paths: [folder], format: .inkml)
            #expect(walked.skipped.isEmpty, "\(walked.skipped)")
            #expect(walked.samples.map(\.writer) == ["writer14", "writer17", "writer1"])
            let named = try InkDataset.load(paths: [renamed], format: .inkml)
            #expect(named.samples.map(\.writer) == ["writer1"])
            #expect(try InkFormat.reading(folder.appendingPathComponent("SOURCE.md"), given: .inkml, isNamed: false) == nil)
            #expect(try InkFormat.reading(folder.appendingPathComponent("SOURCE.md"), given: .inkml, isNamed: true) == .inkml)
            #expect(try InkFormat.reading(page, given: nil, isNamed: false) == .inkml)
            #expect(throws: InkFormatError(path: folder.appendingPathComponent("notes.txt").path, reason: .unknownFormat)) {
                try InkFormat.reading(folder.appendingPathComponent("notes.txt"), given: nil, isNamed: true)
            }
        }
    }

    @Test("labeledGroups skips unlabelled, empty and out-of-range groups and rebases start times")
    func groupSamples() {
        let strokes = [
            InkStroke(points: [InkPoint(x: 0, y: 0, timeOffset: 0)], startTime: 1.5),
            InkStroke(points: [InkPoint(x: 1, y: 1, timeOffset: 0)], startTime: 2.0),
        ]
        let drawing = InkDrawing(strokes: strokes, groups: [
            StrokeGroup(strokeIndices: [1, 0], label: "\n x\t", id: "g"), StrokeGroup(strokeIndices: [0]),
            StrokeGroup(strokeIndices: [], label: "empty"), StrokeGroup(strokeIndices: [2], label: "bad"),
            StrokeGroup(strokeIndices: [0], label: " \n"),
        ], annotations: ["UI": "2010_IRCCyN_FC_1", "dataset": "mine", "truth": "page", "label": "page"])
        let sample = LabeledInk(drawing: drawing, label: "all", writer: "w", source: "f.inkml", split: .test)
        let groups = sample.labeledGroups()
        #expect(groups.count == 1)
        // Trimmed as a document's label is (review of session 15); only whitespace is no label.
        #expect(groups.first?.label == "x")
        #expect(groups.first?.drawing.strokes.map(\.startTime) == [0.5, 0])
        #expect(groups.first?.id == "f.inkml#g")
        #expect(groups.first?.split == .test && groups.first?.writer == "w")
        // Trial 22: the page's annotations were dropped, so a converted FC group lost its `UI`
        // (and with it eval shapes' tuning-set warning); the page's own label stays behind.
        #expect(groups.first?.drawing.annotations == ["UI": "2010_IRCCyN_FC_1", "dataset": "mine"])
        // Every group in range, for a caller that counts the unlabelled and empty ones.
        #expect(sample.groupSamples().map(\.label) == ["x", "", "empty", ""])
        #expect(sample.groupSamples().map(\.drawing.strokes.count) == [2, 1, 0, 1])
        #expect(sample.groupSamples().map(\.id) == ["f.inkml#g", "f.inkml#1", "f.inkml#2", "f.inkml#4"])
    }

    @Test("shared FC subset: 232 flowcharts and 5,153 labelled symbols in a writer-independent split",
          .enabled(if: TestPaths.sharedDatasets != nil, "INKREC_SHARED_DATASETS not set and ../shared absent"))
    func sharedFlowchartSymbols() throws {
        let folder = try #require(TestPaths.sharedDatasets).appendingPathComponent("fc-flowchart-inkml")
        let result = try InkDataset.load(paths: [folder])
        #expect(result.samples.count == 232)
        let symbols = result.samples.flatMap { $0.labeledGroups() }
        #expect(symbols.count == 5_153)
        #expect(labelCounts(symbols) == [
            "arrow": 1_709, "text": 1_764, "process": 552, "data": 396, "decision": 287, "terminator": 277,
            "connection": 168,
        ])
        let perSplit = Dictionary(grouping: symbols, by: \.split).mapValues(\.count)
        #expect(perSplit == [.train: 3_082, .validation: 672, .test: 1_399])
        let writers = Dictionary(grouping: result.samples, by: \.split).mapValues { Set($0.compactMap(\.writer)) }
        #expect(writers[.train]?.count == 12 && writers[.validation]?.count == 3 && writers[.test]?.count == 3)
        #expect(result.samples.filter { $0.split == .test }.count == 63)
    }

    @Test("shared MathWriting and CROHME samples load with labels and splits",
          .enabled(if: TestPaths.sharedDatasets != nil, "INKREC_SHARED_DATASETS not set and ../shared absent"))
    func sharedMathSamples() throws {
        let shared = try #require(TestPaths.sharedDatasets)
        let math = try InkDataset.load(paths: [shared.appendingPathComponent("mathwriting-excerpt")])
        #expect(math.samples.count == 11)
        #expect(Dictionary(grouping: math.samples, by: \.split).mapValues(\.count) == [.train: 4, .validation: 4, .test: 3])
        let sample = try #require(math.samples.first { $0.id == "01917677eaf160bb" })
        #expect(sample.label == "Pr(s|I)\\propto1/s")

        let crohme = try InkDataset.load(paths: [shared.appendingPathComponent("crohme-inkml-samples")])
        #expect(crohme.samples.count == 10)
        #expect(crohme.samples.allSatisfy { !$0.label.isEmpty })
        let mfr = try #require(crohme.samples.first { $0.source.hasSuffix("MfrDB1843.inkml") })
        #expect(mfr.label == "$2 l o g ( x - 3 ) = l o g ( 5 - x )$")
        #expect(mfr.writer == "User132")
        #expect(crohme.samples.flatMap { $0.labeledGroups() }.count == 101)
    }
}

@Suite("InkML without ink")
struct InkMLWithoutInkTests {
    @Test("a document with no trace, or only empty traces, is refused as a sample naming the file, as other readers refuse one")
    func noPointIsNoSample() throws {
        for xml in [
            "<ink xmlns=\"http://www.w3.org/2003/InkML\"><annotation type=\"truth\">a</annotation></ink>",
            "<ink xmlns=\"http://www.w3.org/2003/InkML\"><trace></trace></ink>",
        ] {
            #expect(throws: InkFormatError(path: "empty.inkml", reason: .noInk)) {
                try InkDataset.load(Data(xml.utf8), format: .inkml, path: "empty.inkml")
            }
            #expect(try InkDataset.load(Data(xml.utf8), format: .inkml, path: "e.inkml", skipMalformed: true).skipped.count == 1)
            #expect(try InkDrawing(inkML: Data(xml.utf8)).isEmpty, "the drawing reader still reads it")
        }
    }
}
