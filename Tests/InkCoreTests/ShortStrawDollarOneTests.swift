import Foundation
import InkCore
import TestSupport
import Testing

/// ShortStraw on real hand-drawn gestures: Wobbrock's $1 logs in the shared datasets (subjects
/// s02–s05, all speeds: the subjects the corner finder's curve constants were checked on).
@Suite(
    "ShortStraw on $1 gesture logs",
    .enabled(if: TestPaths.sharedDatasets != nil, "needs INKREC_SHARED_DATASETS (the $1 logs)"))
struct ShortStrawDollarOneTests {
    /// Interior corner counts per gesture, for the files of `gesture` (e.g. "circle").
    private func interiorCornerCounts(_ gesture: String) throws -> [Int] {
        let root = try #require(TestPaths.sharedDatasets).appendingPathComponent("dollar1-unistroke")
        var counts: [Int] = []
        for subject in ["s02", "s03", "s04", "s05"] {
            for speed in ["slow", "medium", "fast"] {
                let folder = root.appendingPathComponent(subject).appendingPathComponent(speed)
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .filter { $0.hasPrefix(gesture) && $0.dropFirst(gesture.count).first?.isNumber == true }
                for file in files {
                    let points = try Self.points(in: folder.appendingPathComponent(file))
                    counts.append(ShortStraw().corners(of: points).interiorIndices.count)
                }
            }
        }
        return counts
    }

    /// The `<Point X=… Y=…/>` locations of a $1 log file (a test-local reader: only X and Y).
    private static func points(in file: URL) throws -> [Vector2] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"X="(-?[0-9.]+)" Y="(-?[0-9.]+)""#)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { m in
            guard let x = Double(ns.substring(with: m.range(at: 1))), let y = Double(ns.substring(with: m.range(at: 2)))
            else { return nil }
            return Vector2(x, y)
        }
    }

    @Test("circles: at least 90% keep 0–2 interior corners")
    func circles() throws {
        let counts = try interiorCornerCounts("circle")
        #expect(counts.count == 120)
        #expect(counts.filter { $0 <= 2 }.count >= 108, "\(counts)")
    }

    @Test("rectangles: 3 interior corners when started at a corner, 4 otherwise; triangles 2–3; stars 4–5")
    func polygons() throws {
        let rectangles = try interiorCornerCounts("rectangle")
        #expect(rectangles.count == 120)
        #expect(rectangles.filter { (3...4).contains($0) }.count >= 114, "\(rectangles)")
        let triangles = try interiorCornerCounts("triangle")
        #expect(triangles.filter { (2...3).contains($0) }.count >= 114, "\(triangles)")
        let stars = try interiorCornerCounts("star")
        #expect(stars.filter { (4...5).contains($0) }.count == stars.count, "\(stars)")
    }
}
