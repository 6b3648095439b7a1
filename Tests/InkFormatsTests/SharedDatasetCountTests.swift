import Foundation
import InkFormats
import TestSupport
import Testing

/// Whole shared datasets load with their published counts (skipped without `../shared`).
@Suite(.enabled(if: TestPaths.sharedDatasets != nil, "shared datasets absent: set INKREC_SHARED_DATASETS"))
struct SharedDatasetCountTests {
    private func shared(_ path: String) -> URL {
        (TestPaths.sharedDatasets ?? URL(fileURLWithPath: "/")).appendingPathComponent(path)
    }

    /// Distinct labels and writers; also checks that no writer spans two parts of the split.
    private func counts(_ samples: [LabeledInk]) -> (labels: Int, writers: Int) {
        let splitsOfWriter = Dictionary(grouping: samples) { $0.writer ?? $0.source }.mapValues { Set($0.map(\.split)) }
        #expect(splitsOfWriter.values.allSatisfy { $0.count == 1 })
        return (Set(samples.map(\.label)).count, Set(samples.compactMap(\.writer)).count)
    }

    @Test func pendigitsTrainingFile() throws {
        let result = try InkDataset.load(paths: [shared("pendigits/pendigits-orig.tra")])
        #expect(result.samples.count == 7_494)
        #expect(result.skipped.isEmpty)
        let (labels, writers) = counts(result.samples)
        #expect(labels == 10)
        #expect(writers == 30)
        #expect(result.samples.filter { $0.label == "0" }.count == 780)
        let validation = result.samples.filter { $0.split == .validation }
        #expect(Set(validation.compactMap(\.writer)) == ["tra-5", "tra-10", "tra-15", "tra-20", "tra-25", "tra-30"])
    }

    @Test func pendigitsTestFile() throws {
        let result = try InkDataset.load(paths: [shared("pendigits/pendigits-orig.tes")])
        #expect(result.samples.count == 3_498)
        let (labels, writers) = counts(result.samples)
        #expect(labels == 10)
        #expect(writers == 14)
        #expect(result.samples.allSatisfy { $0.split == .test })
    }

    @Test func dollarOneLogs() throws {
        let result = try InkDataset.load(paths: [shared("dollar1-unistroke")])
        #expect(result.samples.count == 5_280)
        let (labels, writers) = counts(result.samples)
        #expect(labels == 16)
        #expect(writers == 11)
        #expect(result.samples.allSatisfy { $0.drawing.strokes.count == 1 })
        // 10 repetitions × 16 gestures × 3 speeds per subject: s09–s11 are the test subjects.
        #expect(result.samples.filter { $0.split == .test }.count == 3 * 480)
        #expect(result.samples.filter { $0.split == .validation }.count == 480)
    }

    @Test func mmgMedium() throws {
        let result = try InkDataset.load(paths: [shared("ndollar-mmg")])
        #expect(result.samples.count == 3_200)
        let (labels, writers) = counts(result.samples)
        #expect(labels == 16)
        #expect(writers == 20)
        #expect(result.samples.map(\.drawing.strokes.count).max() == 4)
        #expect(result.samples.filter { $0.split == .test }.count == 4 * 160)
    }

    @Test func quickDrawShapes() throws {
        let result = try InkDataset.load(paths: [shared("quickdraw-shapes")])
        #expect(result.samples.count == 522)
        #expect(counts(result.samples).labels == 10)
        #expect(result.samples.filter { $0.label == "line" }.count == 114)
    }
}
