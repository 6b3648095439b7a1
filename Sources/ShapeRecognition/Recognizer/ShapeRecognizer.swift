import InkCore

/// Recognizes a group of strokes as one shape, or declines.
///
/// Placeholder until the recognizer lands: declines everything.
public struct ShapeRecognizer: Sendable {
    public init() {}

    /// The best shape for `strokes` with calibrated confidence, or `.none`.
    public func recognize(_ strokes: [InkStroke]) -> ShapeRecognition {
        .none
    }
}
