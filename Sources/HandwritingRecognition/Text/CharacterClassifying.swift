import InkCore

/// What text recognition needs from a character classifier: its labels and batched ranked
/// readings. `CharacterClassifier` is the implementation; tests substitute a geometric stub.
protocol CharacterClassifying: AnyObject, Sendable {
    var labels: [String] { get }
    func classify(_ drawings: [InkDrawing], top: Int) -> [[CharacterCandidate]]
}

extension CharacterClassifier: CharacterClassifying {}
