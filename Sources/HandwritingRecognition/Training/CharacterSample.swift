import InkCore

/// A drawing of one character and its label, the unit of training and evaluation.
public struct CharacterSample: Sendable, Hashable {
    public var drawing: InkDrawing
    public var label: String

    public init(drawing: InkDrawing, label: String) {
        self.drawing = drawing
        self.label = label
    }
}
