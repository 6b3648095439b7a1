import Foundation
import HandwritingRecognition
import NeuralNetwork

extension Option {
    /// `--lexicon FILE`: a compiled word list (`inkrec lexicon`) constraining text decoding.
    static let lexicon = Option("lexicon", value: "FILE", help: "word list file constraining decoding (Models/wamerican.lexicon)")
}

/// The model `--model` names for text: a character classifier, read through segmentation
/// (`Models/latin.inkmodel`), or a CTC word model (`Models/words.inkmodel`), told apart by the
/// output its file's header declares.
enum TextModel {
    case characters(CharacterClassifier)
    case words(SequenceWordModel)

    /// The recognizer's network over a loaded file, as every command that reads with a model
    /// builds it (`info` checks a model with it too).
    /// - Throws: `SequenceWordModelError` for a CTC word model, else `CharacterClassifierError`,
    ///   when the preprocessing or the network does not fit.
    init(_ file: InkModel) throws {
        if case .ctcSequence = file.header.output ?? .classes {
            self = .words(try SequenceWordModel(model: file))
        } else {
            self = .characters(try CharacterClassifier(model: file))
        }
    }

    /// The model file's header (its provenance: what it was trained on).
    var header: ModelHeader {
        switch self {
        case .characters(let classifier): classifier.header
        case .words(let model): model.header
        }
    }

    /// A recognizer reading with this model, constrained by `lexicon` when given.
    func recognizer(lexicon: Lexicon?) -> TextRecognizer {
        switch self {
        case .characters(let classifier): TextRecognizer(classifier: classifier, lexicon: lexicon)
        case .words(let model): TextRecognizer(wordModel: model, lexicon: lexicon)
        }
    }
}

extension ParsedArguments {
    /// The text model `--model` and the lexicon `--lexicon` name (`nil` without the option), with
    /// OpenBLAS set to the one thread inference runs fastest on.
    /// - Throws: `CharacterClassifierError`, `SequenceWordModelError` or `LexiconError` for
    ///   unusable files.
    func textModels(context: CommandContext) throws -> (model: TextModel, lexicon: Lexicon?) {
        BLASSettings.threadCount = 1
        let url = context.url(forPath: option("model")!)
        let file: InkModel
        do { file = try InkModel(contentsOf: url) } catch { throw CharacterClassifierError.modelFile(error) }
        let model = try ModelFileContext.naming(option("model")!) { try TextModel(file) }
        let lexicon = try option("lexicon").map { path throws(LexiconError) in
            try Lexicon(contentsOf: context.url(forPath: path))
        }
        return (model, lexicon)
    }
}
