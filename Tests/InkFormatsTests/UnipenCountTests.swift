import Foundation
import InkFormats
import TestSupport
import Testing

/// UNIPEN train_r01_v07 categories load with the segment counts of their SOURCE.md.
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "shared datasets absent: set INKREC_SHARED_DATASETS"))
struct UnipenCountTests {
    @Test(arguments: [("1a", 12_781, 10), ("1d", 12_150, 33), ("7", 7_904, 2_610)])
    func category(name: String, segments: Int, labels: Int) throws {
        let root = (TestPaths.sharedDatasets ?? URL(fileURLWithPath: "/"))
            .appendingPathComponent("unipen-train_r01_v07/data/\(name)")
        var count = 0
        var labelSet = Set<String>()
        let clock = ContinuousClock.now
        let skipped = try InkDataset.forEachSample(paths: [root], skipMalformed: true) { sample in
            count += 1
            labelSet.insert(sample.label)
        }
        print("UNIPEN \(name): \(count) samples, \(labelSet.count) labels, \(skipped.count) skipped in \(ContinuousClock.now - clock)")
        for error in skipped.prefix(8) { print("  \(error)") }
        #expect(count + skipped.count == segments)
        #expect(labelSet.count == labels)
    }
}
