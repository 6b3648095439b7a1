import Foundation

extension InkStroke {
    /// Every problem in this stroke, in point order; empty when the stroke is valid. O(n).
    ///
    /// - Parameter index: the stroke's index in its drawing, reported in the errors.
    public func validationErrors(strokeIndex index: Int = 0) -> [InkValidationError] {
        guard let first = points.first else { return [.emptyStroke(stroke: index)] }
        var errors: [InkValidationError] = []
        let expected = first.channels
        var lastTime = -Double.infinity
        for (i, p) in points.enumerated() {
            if !p.hasFiniteValues {
                errors.append(.nonFiniteValue(stroke: index, point: i))
            } else if !p.hasSupportedLocation {
                errors.append(.coordinateOutOfRange(stroke: index, point: i))
            }
            let found = p.channels
            if found != expected {
                errors.append(.channelMismatch(stroke: index, point: i, expected: expected, found: found))
            }
            if let t = p.timeOffset, t.isFinite {
                if t < lastTime { errors.append(.nonMonotonicTime(stroke: index, point: i)) }
                lastTime = max(lastTime, t)
            }
        }
        return errors
    }

    /// A copy whose timestamps never go backwards, keeping every point.
    ///
    /// A point stamped earlier than its predecessor gets its predecessor's time (a repeated
    /// timestamp), so the points, their order and every other channel stay as recorded. O(n).
    public func repairingTime() -> InkStroke {
        var copy = self
        var last = -Double.infinity
        for i in copy.points.indices {
            guard let t = copy.points[i].timeOffset, t.isFinite else { continue }
            if t < last { copy.points[i].timeOffset = last } else { last = t }
        }
        return copy
    }
}

extension InkDrawing {
    /// Every problem in the drawing, stroke by stroke; empty when it is valid. O(n).
    public func validationErrors() -> [InkValidationError] {
        if strokes.isEmpty { return [.emptyDrawing] }
        let errors = strokes.enumerated().flatMap { $0.element.validationErrors(strokeIndex: $0.offset) }
        if isEmpty { return [.emptyDrawing] + errors }
        return errors
    }

    /// Throws the first problem `validationErrors()` finds.
    /// - Throws: `InkValidationError`.
    public func validate() throws {
        if let first = validationErrors().first { throw first }
    }

    /// A copy with every stroke's timestamps made non-decreasing; see `InkStroke.repairingTime()`.
    public func repairingTime() -> InkDrawing {
        var copy = self
        copy.strokes = strokes.map { $0.repairingTime() }
        return copy
    }
}
