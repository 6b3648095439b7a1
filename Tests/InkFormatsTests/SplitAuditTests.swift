import Foundation
import InkFormats
import TestSupport
import Testing

/// `SplitAudit` tells a writer-independent split from one made by sample (no writer ids) or
/// broken by an explicit per-sample `split` (a writer in two parts).
struct SplitAuditTests {
    private func audit(_ ndjson: String) throws -> SplitAudit {
        var audit = SplitAudit()
        for sample in try InkDataset.load(Data(ndjson.utf8), format: .labeledNDJSON, path: "mem.ndjson").samples {
            audit.add(sample)
        }
        return audit
    }

    private func line(_ id: String, writer: String?, split: String?) -> String {
        let writerField = writer.map { #","writer":"\#($0)""# } ?? ""
        let splitField = split.map { #","split":"\#($0)""# } ?? ""
        return #"{"id":"\#(id)","label":"1"\#(writerField)\#(splitField),"strokes":[[[0,0],[3,4]]]}"#
    }

    /// The shipped pendigits writers 1–6 file: every sample has a writer, each writer in one part.
    @Test func pendigitsIsWriterIndependent() throws {
        let file = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra")
        var audit = SplitAudit()
        for sample in try InkDataset.load(paths: [file]).samples { audit.add(sample) }
        #expect(audit.samples == 1_499)
        #expect(audit.isWriterIndependent)
        #expect(audit.warnings.isEmpty)
        #expect(audit.splitKind == "writer-independent split (DatasetSplit)")
    }

    /// No writer ids: 40 samples hashed by id land in more than one part, and the audit says the
    /// split is by sample whatever parts they fell in.
    @Test func samplesWithoutWriterMakeASplitBySample() throws {
        let audit = try audit((0..<40).map { line("s\($0)", writer: nil, split: nil) }.joined(separator: "\n"))
        #expect(audit.samples == 40)
        #expect(audit.withoutWriter.values.reduce(0, +) == 40)
        #expect(audit.withoutWriter.count > 1, "ids hash into several parts")
        #expect(!audit.isWriterIndependent)
        #expect(audit.warnings == [
            "warning: split is not writer-independent: 40 of 40 samples have no writer id"
                + " (split by sample id or file, so one writer's samples can be in several parts)"
        ])
        #expect(audit.splitKind.hasPrefix("split by sample, not writer-independent: 40 of 40 samples"))
    }

    /// An explicit `split` puts writer w1 in all three parts and w2 in two; w3 stays in one.
    @Test func explicitSplitsPuttingAWriterInTwoPartsAreNamed() throws {
        let lines = [
            line("a", writer: "w1", split: "train"), line("b", writer: "w1", split: "train"),
            line("c", writer: "w1", split: "validation"), line("d", writer: "w1", split: "test"),
            line("e", writer: "w2", split: "train"), line("f", writer: "w2", split: "test"),
            line("g", writer: "w3", split: "test"),
        ]
        let audit = try audit(lines.joined(separator: "\n"))
        #expect(audit.sharedWriters.map(\.writer) == ["w1", "w2"])
        #expect(audit.sharedWriters.first?.counts == [.train: 2, .validation: 1, .test: 1])
        #expect(audit.warnings == [
            "warning: split is not writer-independent: 2 writers are in more than one part (an explicit per-sample split):"
                + " w1 (train 2, validation 1, test 1), w2 (train 1, test 1)"
        ])
    }

    /// Beyond `listedWriters` shared writers, the rest are counted.
    @Test func manySharedWritersAreCountedBeyondTheListed() throws {
        let lines = (0..<5).flatMap { w in [line("t\(w)", writer: "w\(w)", split: "train"), line("v\(w)", writer: "w\(w)", split: "validation")] }
        let audit = try audit(lines.joined(separator: "\n"))
        #expect(audit.warnings.count == 1)
        #expect(audit.warnings.first?.hasSuffix("w2 (train 1, validation 1) and 2 more") == true, "\(audit.warnings)")
    }
}

/// No samples: nothing defeats the split, nothing is repeated, nothing is warned.
struct EmptyDatasetAuditTests {
    @Test func anEmptyDatasetIsVacuouslyWriterIndependent() {
        let audit = SplitAudit(), duplicates = DuplicateSampleIDs()
        #expect(audit.samples == 0)
        #expect(audit.isWriterIndependent)
        #expect(audit.warnings.isEmpty)
        #expect(audit.sharedWriters.isEmpty)
        #expect(audit.splitKind == "writer-independent split (DatasetSplit)")
        #expect(duplicates.repeated.isEmpty)
        #expect(duplicates.warning == nil)
    }
}
