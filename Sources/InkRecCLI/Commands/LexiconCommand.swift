import Foundation
import HandwritingRecognition

/// `inkrec lexicon WORDLIST... OUT`: compiles word lists (one word a line, optionally a tab and its
/// Zipf frequency) into the lexicon file `TextRecognizer` reads.
struct LexiconCommand: Command {
    let name = "lexicon"
    let summary = "Compile word lists (with optional word frequencies) into a lexicon file for text recognition"
    let signature = CommandSignature(
        arguments: [
            Argument("WORDLIST", help: "word lists, one word a line, optionally <TAB> its Zipf frequency (UTF-8)", repeated: true),
            Argument("OUT", help: "the lexicon file to write (atomically), or - for stdout (the summary then on stderr)"),
        ],
        options: [
            Option("note", value: "TEXT", help: "a note stored in the file (source, licence)"),
            Option(
                "floor", value: "ZIPF", help: "Zipf frequency of words without one (or below it) and of readings outside the list",
                default: "\(Lexicon.defaultFloorZipfFrequency)"),
        ],
        flags: [.json, Flag("replace", help: "replace an existing OUT file")]
    )
    let discussion = """
        A line is a word, or a word, a tab and its Zipf frequency (log10 of occurrences per billion
        words, 0 to 9; scripts/lexicon/word_frequencies.py prints them from wordfreq). Words without a
        frequency, or below --floor, get the floor: a plain word list is a uniform prior. Only words of
        the letters A–Z and a–z are kept (the trie reads no apostrophes or accents): the others are
        counted on a skipped: line (--json: skipped); a word listed twice
        keeps its higher frequency, and one with a frequency below --floor (0 included) gets the
        floor: both are warned of on stderr with an example (--json: duplicates, below_floor, each
        a count of words). A negative, non-numeric or over-9 frequency is bad input naming its line. Matching is case-insensitive: case forms of a word (Dog, dog) are
        kept as spelled (train --vocabulary glues words as spelled) and read as one word at the
        highest of their frequencies; a case: line counts them. Lists with no such word are bad
        input, and nothing is written. An existing OUT is replaced only with --replace; OUT may not
        be one of the word lists.
        example: inkrec lexicon words.tsv Models/wamerican.lexicon --note "Debian wamerican, wordfreq 3.1.1"
        """

    func run(_ arguments: ParsedArguments, context given: CommandContext) throws {
        guard let floor = try arguments.option("floor", as: Double.self), (0...Lexicon.maximumZipfFrequency).contains(floor) else {
            throw CommandError.usage("--floor expects a Zipf frequency from 0 to \(Lexicon.maximumZipfFrequency)")
        }
        let outPath = arguments.positional("OUT")!
        let toStandardOutput = outPath == CommandContext.standardOutputPath
        if toStandardOutput, arguments.flag("json") {
            throw CommandError.usage("OUT - writes the lexicon on stdout, where --json prints its report: give an OUT file, or leave out --json")
        }
        let out = try toStandardOutput ? nil : given.outputURL(
            forPath: outPath, named: "OUT", inputs: arguments.positionals("WORDLIST"), replace: arguments.flag("replace"),
            takesStandardOutput: true)
        // With OUT -, the summary goes to stderr.
        let context = toStandardOutput ? given.resultsOnStandardError : given
        var entries: [(String, Double)] = []
        var read = 0
        for path in arguments.positionals("WORDLIST") {
            let url = context.url(forPath: path)
            let text: String
            do { text = try String(contentsOf: url, encoding: .utf8) } catch {
                throw LexiconError.unreadable(path: url.path, reason: error.localizedDescription)
            }
            // "\r\n" is one Character, so splitting on "\n" read a CRLF list as one line (trial 24).
            for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                let word = fields[0].trimmingCharacters(in: .whitespacesAndNewlines)
                if fields.count == 1, word.isEmpty { continue }
                read += 1
                guard fields.count <= 2 else {
                    throw LexiconError.malformedWord(path: url.path, line: index + 1, reason: "more than one tab")
                }
                let zipf = fields.count == 2 ? Double(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)) : -Double.infinity
                guard let zipf, zipf == -.infinity || (0...Lexicon.maximumZipfFrequency).contains(zipf) else {
                    throw LexiconError.malformedWord(
                        path: url.path, line: index + 1, reason: "the frequency is no Zipf value from 0 to \(Lexicon.maximumZipfFrequency)")
                }
                entries.append((word, zipf))
            }
        }
        let lexicon = Lexicon(zipfFrequencies: entries, floor: floor)
        guard !lexicon.words.isEmpty else {
            let lists = arguments.positionals("WORDLIST").joined(separator: " ")
            throw CommandError.badInput("no word of the letters A–Z, a–z in \(lists) (\(Formatting.count(read, "line")) read): nothing to write")
        }
        let kept = Set(lexicon.words)
        let listed = Dictionary(grouping: entries.filter { kept.contains($0.0) }, by: \.0)
        let duplicates = listed.filter { $0.value.count > 1 }.keys.sorted()
        let belowFloor = listed.filter { $0.value.allSatisfy { $0.1 != -.infinity && $0.1 < floor } }.keys.sorted()
        let notes = arguments.option("note").map { [$0] } ?? []
        if let out { try lexicon.write(to: out, notes: notes) } else { given.standardOutput.write(lexicon.fileText(notes: notes)) }
        let aboveFloor = lexicon.zipfFrequencies.filter { $0 > lexicon.floorZipfFrequency }.count
        // Spellings that differ only in case, which the case-folded lookup reads as one word.
        let caseForms = Dictionary(grouping: lexicon.words) { $0.lowercased() }.values.filter { $0.count > 1 }
            .sorted { $0[0].lowercased() < $1[0].lowercased() }
        let inCaseForms = caseForms.reduce(0) { $0 + $1.count }
        let caseless = lexicon.words.count - inCaseForms + caseForms.count
        if let example = duplicates.first {
            context.printError(
                "warning: \(Formatting.count(duplicates.count, "word")) listed more than once (e.g. \(Formatting.label(example))),"
                    + " each kept once at its highest frequency")
        }
        if let example = belowFloor.first {
            context.printError(
                "warning: \(Formatting.count(belowFloor.count, "word")) with a frequency below the floor \(floor) "
                    + "(e.g. \(Formatting.label(example))), read at the floor")
        }
        if arguments.flag("json") {
            try context.printJSON([
                "words": lexicon.words.count, "lines": read, "above_floor": aboveFloor, "words_ignoring_case": caseless,
                "skipped": lexicon.skippedWordCount, "duplicates": duplicates.count, "below_floor": belowFloor.count,
            ])
        } else {
            context.print(
                "\(Formatting.count(lexicon.words.count, "word")) of \(Formatting.count(read, "line")) "
                    + "(\(Formatting.grouped(aboveFloor)) above the floor frequency) → \(toStandardOutput ? "stdout" : outPath)")
            if lexicon.skippedWordCount > 0 {
                context.print(
                    "skipped: \(Formatting.count(lexicon.skippedWordCount, "word")) with a character other than A–Z, a–z "
                        + "(apostrophes, accents, digits), which the recognizer cannot read")
            }
            if let example = caseForms.first {
                context.print(
                    "case: \(Formatting.grouped(inCaseForms)) words are case forms of "
                        + "\(Formatting.grouped(caseForms.count)) (e.g. \(example.joined(separator: ", "))), each read as one word: "
                        + "\(Formatting.count(caseless, "word")) ignoring case")
            }
        }
    }
}
