import HandwritingRecognition

/// Names the model file in the errors of building a recognizer from it: the libraries say what
/// does not fit ("inconsistent model: network takes 512 inputs, features give 256") but not which
/// file, which a command given several paths must add. A file that does not read names itself.
enum ModelFileContext {
    /// `build()`, with a `CharacterClassifierError` or `SequenceWordModelError` other than a
    /// damaged file rethrown as ``CommandError/badInput(_:)`` starting with `path`.
    static func naming<T>(_ path: String, _ build: () throws -> T) throws -> T {
        do { return try build() } catch let error as CharacterClassifierError {
            if case .modelFile = error { throw error }
            throw CommandError.badInput("\(path): \(error)")
        } catch let error as SequenceWordModelError {
            if case .modelFile = error { throw error }
            throw CommandError.badInput("\(path): \(error)")
        }
    }
}
