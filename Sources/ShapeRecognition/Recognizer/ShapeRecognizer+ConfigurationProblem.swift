extension ShapeRecognizer.Configuration {
    /// The first value of a `ShapeRecognizer.Configuration` that is out of range, one case per
    /// field, so a caller can name the setting as its user knows it (a CLI option, a preference).
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        case confidenceThreshold
        case squareTolerance
        case circleTolerance
        case regularSideTolerance
        case regularAngleTolerance
        case roundedCornerShare
        /// A family's calibration midpoint is not finite.
        case calibrationMidpoint(ShapeCalibration.Family)
        /// A family's calibration width is not finite and positive.
        case calibrationWidth(ShapeCalibration.Family)

        /// What the value must be, e.g. "must lie in 0…1".
        public var requirement: String {
            switch self {
            case .confidenceThreshold: "must lie in 0…1"
            case .squareTolerance, .circleTolerance, .regularSideTolerance, .roundedCornerShare:
                "must be a finite, non-negative share"
            case .regularAngleTolerance: "must be finite, non-negative radians"
            case .calibrationMidpoint: "must be finite"
            case .calibrationWidth: "must be finite and positive"
            }
        }

        /// The field as the API names it, then the requirement.
        public var description: String {
            let field =
                switch self {
                case .confidenceThreshold: "confidenceThreshold"
                case .squareTolerance: "squareTolerance"
                case .circleTolerance: "circleTolerance"
                case .regularSideTolerance: "regularSideTolerance"
                case .regularAngleTolerance: "regularAngleTolerance"
                case .roundedCornerShare: "roundedCornerShare"
                case .calibrationMidpoint(let family): "calibration.\(family.rawValue).midpoint"
                case .calibrationWidth(let family): "calibration.\(family.rawValue).width"
                }
            return "\(field) \(requirement)"
        }
    }

    /// The first value that makes the configuration unusable, or `nil` when every value is finite
    /// and in range. A NaN or out-of-range threshold would make `recognize` never (or always)
    /// snap without a word, so `ShapeRecognizer(configuration:)` refuses it.
    public var problem: Problem? {
        error?.problem
    }

    /// The error for the first out-of-range field, with its value, or `nil` when the configuration is usable.
    var error: ShapeRecognizerConfigurationError? {
        if !(0...1).contains(confidenceThreshold) { return error(.confidenceThreshold, confidenceThreshold) }
        let shares: [(Problem, Double)] = [
            (.squareTolerance, squareTolerance), (.circleTolerance, circleTolerance),
            (.regularSideTolerance, regularSideTolerance), (.regularAngleTolerance, regularAngleTolerance),
            (.roundedCornerShare, roundedCornerShare),
        ]
        if let (problem, value) = shares.first(where: { !($0.1.isFinite && $0.1 >= 0) }) { return error(problem, value) }
        for family in ShapeCalibration.Family.allCases {
            let logistic = calibration[family]
            if !logistic.midpoint.isFinite { return error(.calibrationMidpoint(family), logistic.midpoint) }
            if !(logistic.width.isFinite && logistic.width > 0) { return error(.calibrationWidth(family), logistic.width) }
        }
        return nil
    }

    private func error(_ problem: Problem, _ value: Double) -> ShapeRecognizerConfigurationError {
        ShapeRecognizerConfigurationError(problem: problem, value: value)
    }
}
