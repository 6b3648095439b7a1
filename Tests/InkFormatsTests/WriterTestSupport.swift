import Foundation
import InkCore
import InkFormats

/// Reads `data` back with the format's own reader, as a file of `path` would be.
func readBack(_ data: Data, as format: InkFormat, path: String) throws -> [LabeledInk] {
    try InkDataset.load(data, format: format, path: path).samples
}

/// Whether two strokes lists have the same locations within `tolerance` points.
func sameLocations(_ a: [InkStroke], _ b: [InkStroke], tolerance: Double = 0) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { s, t in
        s.count == t.count && zip(s.points, t.points).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
    }
}

/// Whether two drawings' point times agree within `tolerance` seconds (both untimed counts as equal).
func sameTimes(_ a: InkDrawing, _ b: InkDrawing, tolerance: Double) -> Bool {
    zip(a.strokes, b.strokes).allSatisfy { s, t in
        zip(s.points, t.points).allSatisfy { p, q in
            switch (p.timeOffset, q.timeOffset) {
            case (nil, nil): true
            case let (x?, y?): abs(x - y) <= tolerance
            default: false
            }
        } && {
            switch (s.startTime, t.startTime) {
            case (nil, nil): true
            case let (x?, y?): abs(x - y) <= tolerance
            default: false
            }
        }()
    }
}
