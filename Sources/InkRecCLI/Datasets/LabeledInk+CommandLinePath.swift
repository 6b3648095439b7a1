import Foundation
import InkFormats

extension LabeledInk {
    /// A copy whose `id` and `source`, when they name a file under `base` (the absolute URL of a
    /// path given on the command line), start with that path as it was given instead: eval
    /// outputs then read `Datasets/fc-flowchart/writer1_1.inkml#3`, not the machine's absolute
    /// path. Ids stay unique: only the common prefix is rewritten. Others (an InkML `UI`, a
    /// converted file's ids) are kept.
    func naming(_ base: URL, as path: String) -> LabeledInk {
        var copy = self
        copy.id = Self.rebased(id, from: base.path, to: path)
        copy.source = Self.rebased(source, from: base.path, to: path)
        return copy
    }

    /// `text` with the prefix `from` replaced by `to` when `from` is a whole path component of it
    /// (followed by nothing, `/` or a record mark `#`).
    static func rebased(_ text: String, from: String, to: String) -> String {
        guard text.hasPrefix(from), from != to else { return text }
        let rest = text.dropFirst(from.count)
        guard rest.isEmpty || rest.first == "/" || rest.first == "#" else { return text }
        let given = to.count > 1 && to.hasSuffix("/") && rest.first == "/" ? String(to.dropLast()) : to
        return given + rest
    }
}
