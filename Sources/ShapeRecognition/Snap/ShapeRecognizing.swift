import InkCore

/// Anything that can turn a group of strokes into a shape: the session's recognizer seam, so an app
/// (or a test) can inject its own.
public protocol ShapeRecognizing: Sendable {
    /// The best shape for `strokes`, or a recognition whose `shape` is `nil` when nothing is
    /// confident enough (the ink stays as drawn).
    func recognize(_ strokes: [InkStroke]) -> ShapeRecognition

    /// `recognize(_:)`, knowing the other ink on the canvas (`context`, not including `strokes`,
    /// in the same canvas points): a recognizer may decline a group that the ink around it shows
    /// to be handwriting. `ShapeRecognizer` declines a character-sized group that no context
    /// stroke reaches (see `ShapeRecognizer.recognize(_:context:)`); the default ignores `context`.
    func recognize(_ strokes: [InkStroke], context: [InkStroke]) -> ShapeRecognition
}

extension ShapeRecognizing {
    /// `recognize(strokes)`: a recognizer that cannot use context judges the group alone.
    public func recognize(_ strokes: [InkStroke], context: [InkStroke]) -> ShapeRecognition {
        recognize(strokes)
    }
}

extension ShapeRecognizer: ShapeRecognizing {}
