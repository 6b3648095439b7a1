import Foundation
import InkFormats
import TestSupport
import Testing

/// UNIPEN train_r01_v07 categories load with the segment counts of their SOURCE.md, none skipped.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "shared datasets absent: set INKREC_SHARED_DATASETS"))
struct UnipenCountTests {
    @Test(arguments: [
        ("1a", 12_781, 10), ("1b", 20_672, 26), ("1c", 55_632, 26), ("1d", 12_150, 33), ("7", 7_904, 2_610),
    ])
    func category(name: String, segments: Int, labels: Int) throws {
        let root = (TestPaths.sharedDatasets ?? URL(fileURLWithPath: "/"))
            .appendingPathComponent("unipen-train_r01_v07/data/\(name)")
        var count = 0
        var labelSet = Set<String>()
        var splitsOfWriter: [String: Set<DatasetSplit>] = [:]
        let skipped = try InkDataset.forEachSample(paths: [root], skipMalformed: true) { sample in
            count += 1
            labelSet.insert(sample.label)
            splitsOfWriter[sample.writer ?? "site of \(sample.source)", default: []].insert(sample.split)
        }
        #expect(skipped.isEmpty, "\(skipped.prefix(3))")
        #expect(count == segments)
        #expect(labelSet.count == labels)
        // Writer-independent: a writer's samples all fall in one part of the split.
        #expect(splitsOfWriter.values.allSatisfy { $0.count == 1 })
    }
}
