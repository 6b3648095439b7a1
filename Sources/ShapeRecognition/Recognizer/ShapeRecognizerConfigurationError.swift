/// A `ShapeRecognizer.Configuration` that `ShapeRecognizer(configuration:)` refuses: the first
/// field out of range (`Configuration.problem`) and the value it held, so settings taken from a
/// user interface or a decoded file can be refused with a message instead of a recognizer that
/// silently never snaps.
public struct ShapeRecognizerConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field, as `ShapeRecognizer.Configuration.problem` names it.
    public var problem: ShapeRecognizer.Configuration.Problem
    /// The field's value: a probability for `confidenceThreshold`, a share of the shape's size
    /// for the tolerances, radians for `regularAngleTolerance`, a fit error for the calibration.
    public var value: Double

    /// The field, the requirement and the value, e.g.
    /// "confidenceThreshold must lie in 0…1, not 2.0".
    public var description: String { "\(problem), not \(value)" }
}
