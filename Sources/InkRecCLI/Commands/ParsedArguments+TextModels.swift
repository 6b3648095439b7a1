import Foundation
import HandwritingRecognition

extension Option {
    /// `--lexicon FILE`: a compiled word list (`inkrec lexicon`) constraining text decoding.
    static let lexicon = Option("lexicon", value: "FILE", help: "word list file constraining decoding (Models/wamerican.lexicon)")
}

extension ParsedArguments {
    /// The classifier `--model` and the lexicon `--lexicon` name (`nil` without the option).
    /// - Throws: `CharacterClassifierError` or `LexiconError` for unusable files.
    func textModels(context: CommandContext) throws -> (classifier: CharacterClassifier, lexicon: Lexicon?) {
        let classifier = try CharacterClassifier(contentsOf: context.url(forPath: option("model")!))
        let lexicon = try option("lexicon").map { path throws(LexiconError) in
            try Lexicon(contentsOf: context.url(forPath: path))
        }
        return (classifier, lexicon)
    }
}
