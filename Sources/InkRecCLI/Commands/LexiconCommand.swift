import Foundation
import HandwritingRecognition

/// `inkrec lexicon WORDLIST... OUT`: compiles plain word lists (one word a line) into the
/// front-coded lexicon file `TextRecognizer` reads.
struct LexiconCommand: Command {
    let name = "lexicon"
    let summary = "Compile word lists into a lexicon file for text recognition"
    let signature = CommandSignature(
        arguments: [
            Argument("WORDLIST", help: "plain text word lists, one word a line (UTF-8)", repeated: true),
            Argument("OUT", help: "the lexicon file to write (atomically)"),
        ],
        options: [Option("note", value: "TEXT", help: "a note stored in the file (source, licence)")],
        flags: [.json]
    )
    let discussion = """
        Only words of the letters A–Z and a–z are kept (the character models read no apostrophes or
        accents); duplicates are merged. Matching is case-insensitive. Lists with no such word are
        bad input, and nothing is written.
        example: inkrec lexicon /usr/share/dict/american-english Models/wamerican.lexicon --note "Debian wamerican"
        """

    func run(_ arguments: ParsedArguments, context: CommandContext) throws {
        let out = try context.outputURL(forPath: arguments.positional("OUT")!)
        var words: [String] = []
        var read = 0
        for path in arguments.positionals("WORDLIST") {
            let url = context.url(forPath: path)
            let text: String
            do { text = try String(contentsOf: url, encoding: .utf8) } catch {
                throw LexiconError.unreadable(path: url.path, reason: error.localizedDescription)
            }
            for line in text.split(whereSeparator: \.isNewline) {
                read += 1
                words.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        let lexicon = Lexicon(words: words)
        guard !lexicon.words.isEmpty else {
            let lists = arguments.positionals("WORDLIST").joined(separator: " ")
            throw CommandError.badInput("no word of the letters A–Z, a–z in \(lists) (\(read) line(s) read): nothing to write")
        }
        try lexicon.write(to: out, notes: arguments.option("note").map { [$0] } ?? [])
        if arguments.flag("json") {
            try context.printJSON(["words": lexicon.words.count, "lines": read])
        } else {
            context.print("\(Formatting.grouped(lexicon.words.count)) words of \(Formatting.grouped(read)) lines → \(out.path)")
        }
    }
}
