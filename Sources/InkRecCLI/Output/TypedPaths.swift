import Foundation

/// The relative paths of a command line as the user typed them, to name them so in error
/// messages: libraries and checks work on absolute URLs (``CommandContext/url(forPath:)``), and
/// their errors would otherwise print `/home/me/work/out/x.svg` for a typed `out/x.svg`.
/// Absolute paths on the command line are printed as they are already.
struct TypedPaths {
    /// Each relative argument's absolute form and the argument, longest absolute form first so a
    /// path is rewritten before a folder it lies in.
    private let paths: [(absolute: String, typed: String)]

    /// - Parameter arguments: the command's arguments; words starting with `-` (options, flags
    ///   and stdin's `-`) are no paths. Option values that are no paths (`--epochs 3`) are
    ///   harmless: their absolute forms appear in no message.
    init(_ arguments: some Sequence<String>, context: CommandContext) {
        let relative = Set(arguments.filter { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasPrefix("/") })
        paths = relative.map { (context.url(forPath: $0).path, $0) }.sorted { $0.absolute.count > $1.absolute.count }
    }

    /// `message` with each absolute form of a typed path (and paths under it) put back as typed;
    /// only whole paths: `/w/d1` is not rewritten in `/w/d10` nor in `/x/w/d1`. O(message × paths).
    func rewrite(_ message: String) -> String {
        var text = message
        for (absolute, typed) in paths {
            var searchStart = text.startIndex
            while let range = text.range(of: absolute, range: searchStart..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                guard before.map(Self.endsPath) ?? true, after.map({ $0 == "/" || Self.endsPath($0) }) ?? true else {
                    searchStart = range.upperBound
                    continue
                }
                // Offsets in UTF-8, since the replacement invalidates the string's old indices.
                let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                text.replaceSubrange(range, with: typed)
                searchStart = text.utf8.index(text.startIndex, offsetBy: offset + typed.utf8.count)
            }
        }
        return text
    }

    /// Whether `character` cannot be part of a path's name next to it (a space, a quote, `:`,
    /// `#`, a bracket, a comma).
    private static func endsPath(_ character: Character) -> Bool {
        !(character.isLetter || character.isNumber || "._-~+@/".contains(character))
    }
}
