import Foundation
import InkCore

/// Locks a snapped shape onto the nearest guides and remembers which ones are engaged, so an
/// engagement fires one `alignment` event however many points follow.
///
/// Three independent slots: orientation, a vertical guide line (moves along x) and a horizontal one
/// (moves along y). A slot engages its nearest guide within tolerance and keeps it until the shape
/// is `releaseFactor` tolerances away (hysteresis). Cost per call: O(registered shapes).
struct Aligner: Sendable {
    private enum Slot: Hashable { case orientation, vertical, horizontal }

    let configuration: AlignmentConfiguration
    private var engaged: [Slot: AlignmentGuide] = [:]

    init(configuration: AlignmentConfiguration) {
        self.configuration = configuration
    }

    /// Forget every engaged guide (a new stroke starts).
    mutating func reset() {
        engaged.removeAll()
    }

    /// `shape` turned and moved onto its guides, and the `alignment` event of the first guide
    /// that engaged in this call (in the order orientation, vertical line, horizontal line; the
    /// others engage silently: one feedback per instant, see `SnapEvent`). `pen` is where
    /// orientation feedback is given.
    mutating func align(
        _ shape: Shape, registered: [(id: RegisteredShapeID, shape: Shape)], pen: Vector2, time: Double
    ) -> (shape: Shape, event: SnapEvent?) {
        guard configuration.isEnabled else { return (shape, nil) }
        var shape = shape
        var event: SnapEvent?
        if let turn = orientationMove(of: shape) {
            shape = shape.applying(.rotation(turn.angle, about: shape.pivot))
            if engage(turn.guide, in: .orientation) {
                event = .alignment(guide: turn.guide, location: pen, time: time)
            }
        }
        for vertical in [true, false] {
            let slot: Slot = vertical ? .vertical : .horizontal
            guard let move = lineMove(of: shape, vertical: vertical, registered: registered, slot: slot) else {
                engaged[slot] = nil
                continue
            }
            let offset = vertical ? Vector2(move.distance, 0) : Vector2(0, move.distance)
            shape = shape.applying(.translation(offset))
            if engage(move.guide, in: slot), event == nil {
                event = .alignment(guide: move.guide, location: move.point + offset, time: time)
            }
        }
        return (shape, event)
    }

    /// Let go of every guide of the registered shape `id` (it was unregistered).
    mutating func release(_ id: RegisteredShapeID) {
        engaged = engaged.filter { _, guide in
            switch guide {
            case .vertical(_, let source), .horizontal(_, let source):
                source != .shapeEdge(shape: id) && source != .shapeCenter(shape: id)
            case .orientation: true
            }
        }
    }

    /// The guides the last aligned shape is locked onto: orientation, vertical line, horizontal line.
    var engagedGuides: [AlignmentGuide] {
        [Slot.orientation, .vertical, .horizontal].compactMap { engaged[$0] }
    }

    /// Records `guide` in `slot`; true when it was not already the engaged one.
    private mutating func engage(_ guide: AlignmentGuide, in slot: Slot) -> Bool {
        defer { engaged[slot] = guide }
        return engaged[slot] != guide
    }

    // MARK: Orientation

    /// The turn, in radians, onto the engaged or nearest orientation guide, or `nil` (and the slot
    /// released) when none is within tolerance or the shape has no orientation (circles).
    private mutating func orientationMove(of shape: Shape) -> (guide: AlignmentGuide, angle: Double)? {
        guard let angle = shape.orientation else {
            engaged[.orientation] = nil
            return nil
        }
        let period = shape.isLinear ? Double.pi : shape.rotationPeriod
        if case .orientation(let held)? = engaged[.orientation] {
            let turn = Shape.folded(held - angle, period: period)
            if abs(turn) <= configuration.angleTolerance * configuration.releaseFactor {
                return (.orientation(angle: held), turn)
            }
        }
        let step = configuration.angleStep
        let target = (angle / step).rounded() * step
        let turn = Shape.folded(target - angle, period: period)
        guard abs(turn) <= configuration.angleTolerance else {
            engaged[.orientation] = nil
            return nil
        }
        return (.orientation(angle: Self.folded(target)), turn)
    }

    /// `angle` in [0, π), the range of orientation guides (a direction and its reverse agree).
    private static func folded(_ angle: Double) -> Double {
        let folded = Shape.folded(angle, period: .pi)
        let positive = folded < 0 ? folded + .pi : folded
        return positive == 0 || positive >= .pi - 1e-12 ? 0 : positive
    }

    // MARK: Guide lines

    /// The signed move along the axis onto the engaged or nearest guide line, with the feature point
    /// that lands on it; `nil` when no guide line is within tolerance.
    private func lineMove(
        of shape: Shape, vertical: Bool, registered: [(id: RegisteredShapeID, shape: Shape)], slot: Slot
    ) -> (guide: AlignmentGuide, distance: Double, point: Vector2)? {
        let features = shape.alignmentFeatures(vertical: vertical)
        if let held = engaged[slot], let value = Self.coordinate(of: held),
            let nearest = features.min(by: { abs($0.value - value) < abs($1.value - value) }),
            abs(value - nearest.value) <= configuration.distanceTolerance * configuration.releaseFactor
        {
            return (held, value - nearest.value, nearest.point)
        }
        var best: (guide: AlignmentGuide, distance: Double, point: Vector2)?
        for feature in features {
            for guide in guideLines(near: feature, vertical: vertical, registered: registered) {
                guard let value = Self.coordinate(of: guide) else { continue }
                let distance = value - feature.value
                if abs(distance) <= configuration.distanceTolerance, abs(distance) < abs(best?.distance ?? .infinity) {
                    best = (guide, distance, feature.point)
                }
            }
        }
        return best
    }

    /// The grid line nearest `feature` and every registered shape's edge and centre lines.
    private func guideLines(
        near feature: AlignmentFeature, vertical: Bool, registered: [(id: RegisteredShapeID, shape: Shape)]
    ) -> [AlignmentGuide] {
        func line(_ value: Double, _ source: GuideSource) -> AlignmentGuide {
            vertical ? .vertical(x: value, source: source) : .horizontal(y: value, source: source)
        }
        var lines: [AlignmentGuide] = []
        if let spacing = configuration.gridSpacing {
            lines.append(line((feature.value / spacing).rounded() * spacing, .grid))
        }
        for (id, shape) in registered {
            for edge in shape.alignmentFeatures(vertical: vertical) {
                lines.append(line(edge.value, edge.isCenter ? .shapeCenter(shape: id) : .shapeEdge(shape: id)))
            }
        }
        return lines
    }

    private static func coordinate(of guide: AlignmentGuide) -> Double? {
        switch guide {
        case .vertical(let x, _): x
        case .horizontal(let y, _): y
        case .orientation: nil
        }
    }
}
