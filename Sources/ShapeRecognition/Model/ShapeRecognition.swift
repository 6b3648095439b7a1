import InkCore

/// The recognizer's answer for a group of strokes: the best shape, if any was confident enough,
/// and every kind it scored.
public struct ShapeRecognition: Sendable, Hashable, Codable {
    /// The snapped shape, or `nil` when nothing cleared the confidence threshold (the ink stays).
    public var shape: Shape?
    /// Calibrated probability, in 0…1, that `shape` is what the user drew; for `nil` the best
    /// candidate's confidence.
    public var confidence: Double
    /// Every candidate kind with its confidence, best first (the runner-ups follow the winner).
    public var candidates: [ShapeCandidate]

    public init(shape: Shape?, confidence: Double, candidates: [ShapeCandidate]) {
        self.shape = shape
        self.confidence = confidence
        self.candidates = candidates
    }

    /// No shape, nothing scored.
    public static let none = ShapeRecognition(shape: nil, confidence: 0, candidates: [])
}

/// One scored kind.
public struct ShapeCandidate: Sendable, Hashable, Codable {
    public var kind: ShapeKind
    /// Polygon sides or star points where they apply.
    public var sides: Int?
    /// Calibrated probability in 0…1.
    public var confidence: Double
    /// The kind's scale-free fit error that `confidence` was calibrated from (see
    /// `ShapeCalibration`), or `nil` when unknown; what `ShapeCalibration.fitted` learns from.
    public var fitError: Double?

    public init(kind: ShapeKind, sides: Int? = nil, confidence: Double, fitError: Double? = nil) {
        self.kind = kind
        self.sides = sides
        self.confidence = confidence
        self.fitError = fitError
    }
}
