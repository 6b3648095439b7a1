import Foundation
import InkCore

extension RectangleFit {
    /// Share of the shorter side within which a run-on's points lie on the line of one side.
    static let runOnBand = 0.15

    /// Whether `tail`, the ink drawn after the pen came back to its start, runs on straight along
    /// the line of one side past the box's corner, as a writer who did not lift at the closing
    /// corner draws it: every point within `runOnBand` of the shorter side from that side's line
    /// (in the fit's frame), and the last one past the box's end of that line. A question mark's
    /// stem or a pigtail's tail leaves the side lines, so it never passes. O(n) in tail points.
    func runsOnAlongSide(_ tail: [Vector2]) -> Bool {
        guard let first = tail.first, let last = tail.last else { return false }
        let axis = Vector2(cos(rotation), sin(rotation)), normal = axis.perpendicular
        let local = { (p: Vector2) -> Vector2 in let d = p - center; return Vector2(d.dot(axis), d.dot(normal)) }
        let half = Vector2(width / 2, height / 2), band = Self.runOnBand * min(width, height)
        let (start, end) = (local(first), local(last))
        // On the line x = ±w/2 the tail started on, ending past the box (|y| > h/2); or y = ±h/2.
        let alongX = abs(end.y) > half.y && (start.x < 0) == (end.x < 0)
            && tail.allSatisfy { abs(abs(local($0).x) - half.x) <= band }
        let alongY = abs(end.x) > half.x && (start.y < 0) == (end.y < 0)
            && tail.allSatisfy { abs(abs(local($0).y) - half.y) <= band }
        return alongX || alongY
    }
}
