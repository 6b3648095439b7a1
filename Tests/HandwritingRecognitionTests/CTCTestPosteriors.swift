import Foundation

@testable import HandwritingRecognition

/// Hand-built CTC posteriors: one dictionary per frame from character (or "-" for the blank) to
/// probability; what a frame leaves unsaid is spread evenly over its other symbols, so every
/// symbol keeps a small, finite log-probability as a softmax output does.
enum CTCTestPosteriors {
    static func make(_ alphabet: String, _ frames: [[Character: Double]], strokeOfFrame: [Int]? = nil) -> FramePosteriors {
        let symbols: [Character] = ["-"] + Array(alphabet)
        var log: [Float] = []
        for frame in frames {
            let said = frame.values.reduce(0, +)
            let rest = max(1 - said, 1e-6) / Double(max(symbols.count - frame.count, 1))
            let row = symbols.map { frame[$0] ?? rest }
            let total = row.reduce(0, +)
            log += row.map { Float(Foundation.log($0 / total)) }
        }
        return FramePosteriors(
            alphabet: Array(alphabet), frameCount: frames.count, logProbabilities: log,
            strokeOfFrame: strokeOfFrame ?? Array(repeating: 0, count: frames.count))
    }

    /// The symbols of `text` in `alphabet` (1-based, as `FramePosteriors` numbers them).
    static func symbols(_ text: String, in alphabet: String) -> [Int] {
        text.map { Array(alphabet).firstIndex(of: $0)! + 1 }
    }

    /// The text the symbols spell.
    static func text(_ symbols: [Int], in posteriors: FramePosteriors) -> String {
        String(symbols.map { posteriors.alphabet[$0 - 1] })
    }
}
