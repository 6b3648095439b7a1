extension SnapConfiguration {
    /// The first value of a `SnapConfiguration` that is out of range, one case per field, so a
    /// caller can name the setting as its user knows it (a CLI option, a preference).
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        case holdDuration
        case holdRadius
        case angleStep
        case angleTolerance
        case distanceTolerance
        case gridSpacing
        case releaseFactor
        case groupingPause
        case groupingGap
        case groupingStrokeCount

        /// What the value must be, in its units, e.g. "must be a finite, positive number of seconds".
        public var requirement: String {
            switch self {
            case .holdDuration: "must be a finite, positive number of seconds"
            case .holdRadius: "must be a finite, non-negative number of points"
            case .angleStep: "must be in (0, π] radians"
            case .angleTolerance: "must be finite, non-negative radians"
            case .distanceTolerance: "must be finite, non-negative points"
            case .gridSpacing: "must be a finite, positive number of points"
            case .releaseFactor: "must be finite and at least 1"
            case .groupingPause: "must be finite, non-negative seconds"
            case .groupingGap: "must be finite, non-negative points"
            case .groupingStrokeCount: "must be non-negative"
            }
        }

        /// The field as the API names it, then the requirement.
        public var description: String {
            let field =
                switch self {
                case .holdDuration: "holdDuration"
                case .holdRadius: "holdRadius"
                case .angleStep: "alignment.angleStep"
                case .angleTolerance: "alignment.angleTolerance"
                case .distanceTolerance: "alignment.distanceTolerance"
                case .gridSpacing: "alignment.gridSpacing"
                case .releaseFactor: "alignment.releaseFactor"
                case .groupingPause: "grouping.maximumPause"
                case .groupingGap: "grouping.maximumGap"
                case .groupingStrokeCount: "grouping.maximumStrokes"
                }
            return "\(field) \(requirement)"
        }
    }
}
