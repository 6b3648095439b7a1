import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

/// The subsets in `Datasets/` load with their documented counts (always run).
struct ShippedDatasetTests {
    private func shipped(_ path: String) -> URL { TestPaths.datasets.appendingPathComponent(path) }

    private func load(_ path: String, split: DatasetSplit = .all) throws -> [LabeledInk] {
        let result = try InkDataset.load(paths: [shipped(path)], split: split)
        #expect(result.skipped.isEmpty)
        return result.samples
    }

    @Test func pendigitsTestFile() throws {
        let samples = try load("pendigits/pendigits-orig.tes")
        #expect(samples.count == 3_498)
        #expect(Set(samples.map(\.label)).count == 10)
        #expect(Set(samples.compactMap(\.writer)).count == 14)
        #expect(samples.allSatisfy { $0.split == .test })
    }

    @Test func pendigitsTrainingWriters() throws {
        let samples = try load("pendigits/pendigits-orig-writers1-6.tra")
        #expect(samples.count == 1_499)
        #expect(Set(samples.compactMap(\.writer)) == ["tra-1", "tra-2", "tra-3", "tra-4", "tra-5", "tra-6"])
        #expect(try load("pendigits/pendigits-orig-writers1-6.tra", split: .validation).count == 250)
        // The subset keeps each digit's strokes: the first record is a two-stroke "4".
        let first = try #require(samples.first)
        #expect(first.label == "4")
        #expect(first.drawing.strokes.count == 2)
    }

    /// $1 subject 10 and MMG user 10 are two people: read together, the split stays
    /// writer-independent and the writers stay apart ($1 s02/s08/s10, MMG 10/41/85/95).
    @Test func gestureLogSetsReadTogetherKeepTheirWritersApart() throws {
        let result = try InkDataset.load(paths: [shipped("dollar1-unistroke"), shipped("ndollar-mmg")])
        var audit = SplitAudit()
        for sample in result.samples { audit.add(sample) }
        #expect(audit.isWriterIndependent)
        #expect(Set(result.samples.compactMap(\.writer)) == ["s02", "s08", "s10", "10", "41", "85", "95"])
    }

    @Test func pendigitsIsFlippedToYDownAndTimedAtTenPointsPerSecond() throws {
        let ones = try load("pendigits/pendigits-orig.tes").filter { $0.label == "1" && $0.drawing.strokes.count == 1 }
        #expect(ones.count > 100)
        // People write a "1" top to bottom: with y down, the last point has the larger y.
        let downward = ones.filter { ($0.drawing.strokes[0].points.last?.y ?? 0) > ($0.drawing.strokes[0].points.first?.y ?? 0) }
        #expect(Double(downward.count) / Double(ones.count) > 0.9)
        let stroke = ones[0].drawing.strokes[0]
        #expect(stroke.points[1].timeOffset == 0.1)
        #expect(stroke.startTime == 0)
        let twoStroke = try #require(try load("pendigits/pendigits-orig.tes").first { $0.drawing.strokes.count == 2 })
        let firstStroke = twoStroke.drawing.strokes[0]
        // Second stroke starts one `.DT 100` gap after the first stroke's last point.
        let expected = Double(firstStroke.count - 1) / 10 + 0.1
        #expect(abs((twoStroke.drawing.strokes[1].startTime ?? -1) - expected) < 1e-9)
    }

    @Test func dollarOneSubjects() throws {
        let samples = try load("dollar1-unistroke")
        #expect(samples.count == 480)
        #expect(Set(samples.map(\.label)).count == 16)
        #expect(Set(samples.compactMap(\.writer)) == ["s02", "s08", "s10"])
        #expect(samples.filter { $0.split == .train }.count == 160)
        #expect(samples.filter { $0.split == .validation }.count == 160)
        #expect(samples.filter { $0.split == .test }.count == 160)
        let arrow = try #require(samples.first { $0.source.hasSuffix("s02/medium/arrow01.xml") })
        #expect(arrow.label == "arrow")
        #expect(arrow.drawing.strokes[0].count == 74)
        // <Point X="50" Y="242" T="11435895" /> then T="11435910": 15 ms later.
        #expect(arrow.drawing.strokes[0].points[0].location == Vector2(50, 242))
        let t1 = try #require(arrow.drawing.strokes[0].points[1].timeOffset)
        #expect(abs(t1 - 0.015) < 1e-9)
    }

    @Test func mmgUsers() throws {
        let samples = try load("ndollar-mmg")
        #expect(samples.count == 640)
        #expect(Set(samples.map(\.label)).count == 16)
        #expect(samples.filter { $0.split == .test }.map(\.writer) == Array(repeating: "95", count: 160))
        #expect(samples.filter { $0.split == .validation }.count == 160)
        // Multistroke gestures keep absolute stroke times from the epoch-millisecond T.
        // 85-finger-medium-six_point_star-02.xml: stroke 2 starts 1,575 ms after stroke 1.
        let star = try #require(samples.first { $0.source.hasSuffix("85-finger-medium-six_point_star-02.xml") })
        #expect(star.label == "six_point_star")
        #expect(star.writer == "85")
        #expect(star.drawing.strokes.map(\.count) == [53, 77])  // NumPts="130"
        #expect(star.drawing.strokes[0].startTime == 0)
        let second = try #require(star.drawing.strokes[1].startTime)
        #expect(abs(second - 1.575) < 1e-9)
    }

    @Test func quickDrawShapes() throws {
        let samples = try load("quickdraw-shapes")
        #expect(samples.count == 522)
        let counts = Dictionary(grouping: samples, by: \.label).mapValues(\.count)
        #expect(counts == [
            "circle": 44, "diamond": 43, "hexagon": 47, "line": 114, "octagon": 47,
            "square": 46, "squiggle": 42, "star": 32, "triangle": 61, "zigzag": 46,
        ])
        #expect(Set(samples.compactMap(\.writer)).count == 522)
        #expect(samples.allSatisfy { $0.drawing.strokes.allSatisfy { $0.startTime != nil } })
        // Trial 17: a first t above 0 is kept (the drawing's clock), not rebased to 0.
        #expect(samples.filter { ($0.drawing.strokes.first?.startTime ?? 0) > 0 }.count == 26)
    }

    @Test func unipenSubset() throws {
        let samples = try load("unipen-train_r01_v07")
        #expect(samples.count == 962)
        let perCategory = Dictionary(grouping: samples) { $0.source.components(separatedBy: "/data/")[1].prefix { $0 != "/" } }
            .mapValues(\.count)
        #expect(perCategory == ["1a": 112, "1b": 128, "1c": 506, "1d": 29, "7": 187])
        // sie records an explicit T channel (ms); others get index / POINTS_PER_SECOND.
        let sie = try #require(samples.first { $0.source.contains("/sie/") })
        #expect(sie.drawing.strokes[0].points[1].timeOffset.map { abs($0 - 0.014) < 1e-9 } == true)
        #expect(sie.writer == "sie/kw")
        // kai's point-level delineation 12:0-12:42 selects 43 points of one component.
        let kaiG = try #require(samples.first { $0.source.contains("/1c/kai/") && $0.label == "g" })
        #expect(kaiG.drawing.strokes.map(\.count) == [43])
    }
}
