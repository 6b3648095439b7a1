import Foundation
import InkCore

extension ShapeRecognizer {
    /// The closed kinds whose snapping, on a closed path, rules the arrow out.
    static let outlineKinds: Set<ShapeKind> = [.rectangle, .roundedRectangle, .regularPolygon, .polygon]

    /// `scored` without an arrow whose shaft bends round the outline: where the path closes (gap
    /// ≤ `closureLimit`) and a polygon or rectangle clears the confidence threshold, an arrow
    /// whose shaft turns corners (a polyline of 3 or more vertices) is the outline's sides, and
    /// its "head" a corner with the start's side. A triangle or box begun mid-side, or run on
    /// past its start along the first side, read so, and that arrow may fit closer than the
    /// outline (fourteenth pass: perturbed $1 train copies, Quick, Draw! train triangle #44).
    /// A straight shaft keeps its arrow: MMG validation writer 85's heads have barbs as long as
    /// the shaft, whose ends then lie within the closure gap of its tail (their 5-gon snaps).
    /// As the closed star (see `withArrow(_:ink:closes:)`), never the reverse. O(k) in
    /// candidates.
    func withoutArrowRoundOutline(_ scored: [ScoredShape], closureGap: Double) -> [ScoredShape] {
        guard closureGap <= Self.closureLimit,
            scored.contains(where: {
                Self.outlineKinds.contains($0.shape.kind) && $0.confidence >= configuration.confidenceThreshold
            })
        else { return scored }
        return scored.filter { $0.shape.kind != .arrow || $0.shape.vertices.isEmpty }
    }
}
