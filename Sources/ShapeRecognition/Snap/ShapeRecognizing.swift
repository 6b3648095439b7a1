import InkCore

/// Anything that can turn a group of strokes into a shape: the session's recognizer seam, so an app
/// (or a test) can inject its own.
public protocol ShapeRecognizing: Sendable {
    /// The best shape for `strokes`, or a recognition whose `shape` is `nil` when nothing is
    /// confident enough (the ink stays as drawn).
    func recognize(_ strokes: [InkStroke]) -> ShapeRecognition
}

extension ShapeRecognizer: ShapeRecognizing {}
