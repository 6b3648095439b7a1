import ShapeRecognition

extension ShapeTraits {
    /// The traits by name, in declaration order (`["circle"]`, `[]`): what `eval shapes --json
    /// --details` prints beside the shape, whose own Codable form keeps the `rawValue` bitmask.
    var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }

    private static let named: [(trait: ShapeTraits, name: String)] = [
        (.square, "square"), (.circle, "circle"), (.diamond, "diamond"), (.parallelogram, "parallelogram"),
    ]
}
