import InkCore

/// The ink of one handwritten word and its transcription, the unit of word-model training.
public struct WordSample: Sendable, Hashable {
    public var drawing: InkDrawing
    public var text: String

    public init(drawing: InkDrawing, text: String) {
        self.drawing = drawing
        self.text = text
    }
}
