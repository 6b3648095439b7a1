import Foundation
import InkCore

/// A square turned well off the axes among boxes that stand upright is a flowchart decision
/// drawn askew, not a box turned on purpose: the rest of the page has the axes' orientation and
/// it alone does not (`recognize(_:context:)`). Alone, or among turned boxes, it stays a rotated
/// rectangle.
extension ShapeRecognizer {
    /// Among upright boxes a square stands on its corner (a diamond) when its sides lie within
    /// this angle of 45° to the axes, in radians (25°: turned 20° or more from the nearest
    /// axis), instead of `cornerStandingTolerance` (10°). FC train decisions drawn as squares
    /// turn 30°–45°, its process boxes at most 6°: 20° leaves a margin either way.
    static let uprightPageCornerTolerance = 0.44
    /// A box stands upright when its rotation lies within this angle of the axes, in radians
    /// (7°; FC train process boxes: 333 of 341 turn less than 4°, all less than 6.1°).
    static let uprightBoxTolerance = 0.12

    /// Whether `shape` is a rectangle turned far enough off the axes to stand on its corner
    /// among upright boxes (`uprightPageCornerTolerance`). O(1).
    static func isTiltedAmongUpright(_ shape: Shape) -> Bool {
        shape.kind == .rectangle && abs(shape.rotation) >= .pi / 4 - uprightPageCornerTolerance
    }

    /// Whether `peers` (context strokes recognized alone; `nil`: no snap) hold a box, sharp or
    /// rounded, and every such box stands upright (`uprightBoxTolerance`). O(peers).
    static func areUprightBoxes(_ peers: [Shape?]) -> Bool {
        let boxes = peers.compactMap { $0 }.filter { $0.kind == .rectangle || $0.kind == .roundedRectangle }
        return !boxes.isEmpty && boxes.allSatisfy { abs($0.rotation) <= uprightBoxTolerance }
    }

    /// `strokes` recognized with squares standing on their corner within
    /// `uprightPageCornerTolerance` of 45°, when that makes them a diamond; else `nil`. One
    /// `recognize(_:)`.
    func tiltedDecision(_ strokes: [InkStroke]) -> ShapeRecognition? {
        var standing = self
        standing.squareCornerTolerance = Self.uprightPageCornerTolerance
        let recognition = standing.recognize(strokes)
        return recognition.shape?.traits.contains(.diamond) == true ? recognition : nil
    }
}
