/// A `SnapConfiguration` that `SnapSession(configuration:recognizer:)` refuses: the first field out
/// of range (`SnapConfiguration.problem`) and the value it held, so settings taken from a user
/// interface can be refused with a message instead of a trap.
public struct SnapConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field, as `SnapConfiguration.problem` names it.
    public var problem: SnapConfiguration.Problem
    /// The field's value, in the field's units (seconds, points, radians; a count for
    /// `groupingStrokeCount`).
    public var value: Double

    /// The field, the requirement and the value, e.g.
    /// "holdDuration must be a finite, positive number of seconds, not -1.0".
    public var description: String { "\(problem), not \(value)" }
}

extension SnapConfiguration {
    /// The error for the first out-of-range field, or `nil` when the configuration is usable.
    var error: SnapConfigurationError? {
        problem.map { SnapConfigurationError(problem: $0, value: value(of: $0)) }
    }

    /// The value of the field `problem` names (a missing grid spacing, which is never a problem, is NaN).
    private func value(of problem: Problem) -> Double {
        switch problem {
        case .holdDuration: holdDuration
        case .holdRadius: holdRadius
        case .angleStep: alignment.angleStep
        case .angleTolerance: alignment.angleTolerance
        case .distanceTolerance: alignment.distanceTolerance
        case .gridSpacing: alignment.gridSpacing ?? .nan
        case .releaseFactor: alignment.releaseFactor
        case .groupingPause: grouping.maximumPause
        case .groupingGap: grouping.maximumGap
        case .groupingStrokeCount: Double(grouping.maximumStrokes)
        }
    }
}
