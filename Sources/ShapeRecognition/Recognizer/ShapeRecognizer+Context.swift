import Foundation
import InkCore

extension ShapeRecognizer {
    /// A group no larger than this many times the median extent of the context's strokes is
    /// character-sized: the "0", "O" or "1" of a label is as large as the strokes of the writing
    /// around it (FC flowcharts: 0.7–1.7 times).
    static let markSizeFactor = 2.0
    /// Ink connects to the group when a stroke end lies within this share of the group's
    /// diagonal of the other's ink, either way. FC connection circles are reached within 0.36 of
    /// their diagonal, arrows and boxes within less; the labels beside an arrow lie farther.
    static let attachmentShare = 0.35
    /// Fewer context strokes than this give no writing scale: the group is judged alone.
    static let minimumContextStrokes = 3
    /// A group stands in a row of writing when at least this many character-sized context
    /// strokes share its row (`rowMateCount`): the letters before a held "0" in a line of text.
    static let writingRowMinimum = 2

    /// `recognize(_:)`, knowing the ink around the group: a character-sized group that no
    /// context stroke connects to is handwriting, not a shape, and does not snap.
    ///
    /// In a diagram the strokes of a shape and its connectors meet; a label's "0", "O", "l" or
    /// "-" is as large as the writing around it and stands apart, and from its own ink alone is
    /// a circle or a line. A group is a *lone mark* when its extent (the longer side of its
    /// bounding box) is at most `markSizeFactor` (2) times the median extent of the context's
    /// strokes, and no stroke end of either lies within `attachmentShare` (0.35) of the group's
    /// diagonal of the other's ink (in a row of writing, `writingRowMinimum`, only a stroke that
    /// is larger than a character or snaps alone connects: neighbouring letters 6 pt apart reach
    /// a held "0" but are not connectors), unless it stands among shapes (`amongShapes`: of the 10
    /// context strokes of its scale nearest it, those that snap alone to a kind other than a
    /// line are at least one and no fewer than those that do not snap; on a page of a few
    /// separate shapes the median stroke is shape-sized, and the scale must come from the
    /// writing). The recognition then keeps its confidence and candidates, with `shape == nil`.
    ///
    /// A square turned 20° or more from the axes (a rectangle from `recognize(_:)`) among upright
    /// boxes is a diamond: when those 10 peers hold a box (sharp or rounded) that snaps alone
    /// and every such box turns less than `uprightBoxTolerance` (7°), the group is recognized
    /// again with a square standing on its corner within `uprightPageCornerTolerance` (25°) of
    /// 45°, and answers so when that gives a diamond (its rectangle a runner-up): a flowchart
    /// decision drawn askew among process boxes. Alone, or among turned boxes, it stays a rotated
    /// rectangle. With fewer than 3 usable context strokes this is `recognize(_:)`.
    ///
    /// - Parameters:
    ///   - strokes: the group, as for `recognize(_:)`.
    ///   - context: the other ink on the canvas (or near the group), not including `strokes`, in
    ///     the same coordinates (points). Non-finite points are ignored.
    /// - Complexity: `recognize(_:)`, plus O(p + e·s) for p context points, e stroke
    ///   ends and s segments within reach of the group; for a would-be lone mark or a rectangle
    ///   turned 20° or more, plus O(c log c) for c context strokes and a `recognize(_:)` call on
    ///   each of at most `scalePeerLimit` (10) peers and the character-sized strokes reaching a
    ///   group in a row of writing (a stroke that is both, once), and for the rectangle among
    ///   upright boxes one more `recognize(_:)` of the group.
    public func recognize(_ strokes: [InkStroke], context: [InkStroke]) -> ShapeRecognition {
        var recognition = recognize(strokes)
        guard let shape = recognition.shape else { return recognition }
        let group = strokes.map(\.finiteLocations).filter { !$0.isEmpty }
        guard let box = BoundingBox(enclosing: group.flatMap { $0 }) else { return recognition }
        // The context's boxes, found once for both rules.
        let boxes = context.compactMap { stroke in BoundingBox(enclosing: stroke.finiteLocations).map { (stroke, $0) } }
        guard boxes.count >= Self.minimumContextStrokes else { return recognition }
        // Each context stroke recognized alone at most once, by its index in `boxes`: a stroke
        // that reaches the group in a row of writing may be one of its peers too.
        var alone: [Int: Shape?] = [:]
        func shapeAlone(_ index: Int) -> Shape? {
            if let known = alone[index] { return known }
            let shape = recognize([boxes[index].0]).shape
            alone[index] = shape
            return shape
        }
        lazy var peers = Self.scalePeers(of: box, among: boxes).map(shapeAlone)
        if Self.isLoneMark(group, box: box, among: boxes, connects: { shapeAlone($0) != nil }), !Self.amongShapes(peers) {
            recognition.shape = nil
        } else if Self.isTiltedAmongUpright(shape), Self.areUprightBoxes(peers), let decision = tiltedDecision(strokes) {
            recognition = decision
        }
        return recognition
    }

    /// At most this many context strokes of the group's scale, the nearest it, are recognized
    /// (`scalePeers`).
    static let scalePeerLimit = 10

    /// The group's peers: the indices in `context` (strokes with their boxes) of the
    /// `scalePeerLimit` strokes of the scale of the group in `box` (extent within
    /// `markSizeFactor` either way of its extent) nearest it (box centre to box centre).
    /// O(c log c) for c context strokes.
    static func scalePeers(of box: BoundingBox, among context: [(InkStroke, BoundingBox)]) -> [Int] {
        let extent = max(box.width, box.height)
        return context.indices.compactMap { index -> (Int, Double)? in
            let b = context[index].1, e = max(b.width, b.height)
            guard e * markSizeFactor >= extent, e <= markSizeFactor * extent else { return nil }
            return (index, b.center.distance(to: box.center))
        }.sorted { $0.1 < $1.1 }.prefix(scalePeerLimit).map(\.0)
    }

    /// Whether a group stands among shapes rather than writing: of its peers (`scalePeers`,
    /// recognized alone; `nil`: no snap), those that snap to a kind other than a line are at
    /// least one and no fewer than those that do not snap (writing). Lines count for neither: a
    /// printed letter's strokes are lines as often as a box's sides are (FC train writer12_7b
    /// #177, a "0", has 7 line strokes among its 11 peers). O(peers).
    static func amongShapes(_ peers: [Shape?]) -> Bool {
        var shapes = 0, writing = 0
        for peer in peers {
            switch peer?.kind {
            case nil: writing += 1
            case .line?: break
            case _?: shapes += 1
            }
        }
        return shapes > 0 && shapes >= writing
    }

    /// Whether `group` (its strokes' finite points, none empty; their box `box`) is a
    /// character-sized mark that no stroke of `boxes` (the context, with their boxes: at least
    /// `minimumContextStrokes`, which the caller checks) connects to; `connects` says whether a
    /// stroke (by its index in `boxes`) snaps alone, asked only of a character-sized stroke that
    /// reaches the group in a row of writing. O(e·s) as for `recognize(_:context:)`, plus those
    /// `connects` calls.
    static func isLoneMark(
        _ group: [[Vector2]], box: BoundingBox, among boxes: [(InkStroke, BoundingBox)], connects: (Int) -> Bool
    ) -> Bool {
        let extents = boxes.map { max($0.1.width, $0.1.height) }
        let medianExtent = extents.element(atSortedPosition: extents.count / 2)
        guard max(box.width, box.height) <= markSizeFactor * medianExtent else { return false }
        let reach = attachmentShare * box.diagonal
        let reachable = box.insetBy(-reach)
        let near = boxes.indices.lazy.filter { index in
            let b = boxes[index].1
            return b.minX <= reachable.maxX && reachable.minX <= b.maxX && b.minY <= reachable.maxY && reachable.minY <= b.maxY
        }
        let isCharacter = { (b: BoundingBox) in max(b.width, b.height) <= markSizeFactor * medianExtent }
        let inWritingRow = rowMateCount(of: box, among: boxes.map(\.1).filter(isCharacter)) >= writingRowMinimum
        return !near.contains { index in
            let (ink, b) = boxes[index], stroke = ink.finiteLocations
            let touches = stroke.ends.contains { end in group.contains { $0.lies(within: reach, of: end) } }
                || group.contains { $0.ends.contains { stroke.lies(within: reach, of: $0) } }
            return touches && (!inWritingRow || !isCharacter(b) || connects(index))
        }
    }

    /// How many of `boxes` share the row of the group in `box`: each overlaps its vertical span
    /// by at least half the lower of the two heights and lies within two group extents of it
    /// across. O(boxes).
    static func rowMateCount(of box: BoundingBox, among boxes: [BoundingBox]) -> Int {
        let extent = max(box.width, box.height)
        return boxes.count { b in
            let overlap = min(b.maxY, box.maxY) - max(b.minY, box.minY)
            let gap = max(b.minX - box.maxX, box.minX - b.maxX)
            return overlap >= 0.5 * min(b.height, box.height) && gap <= 2 * extent
        }
    }
}

extension InkStroke {
    /// The point locations with both coordinates finite, in order.
    var finiteLocations: [Vector2] {
        points.map(\.location).filter(\.isFinite)
    }
}

extension Array where Element == Vector2 {
    /// The first and last point (one point for a dot).
    fileprivate var ends: [Vector2] { count > 1 ? [first!, last!] : Array(prefix(1)) }

    /// Whether `p` lies within `distance` of this polyline (a dot counts as its point).
    fileprivate func lies(within distance: Double, of p: Vector2) -> Bool {
        count == 1
            ? self[0].distance(to: p) <= distance
            : zip(self, dropFirst()).contains { p.distance(toSegment: $0, $1) <= distance }
    }
}
