import Foundation
import InkCore
import Testing
import TestSupport

@testable import HandwritingRecognition

/// `TextRecognizer` from Swift concurrency: cancellation between words, and one recognizer
/// shared by tasks.
@Suite struct TextRecognizerConcurrencyTests {
    /// A word model that reads every word as "a" and counts its calls; it may cancel the task that
    /// calls it, as a user writing on would while the page is read.
    final class CountingModel: WordPosteriorModeling, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        let cancelsAfter: Int?

        init(cancelsAfter: Int? = nil) { self.cancelsAfter = cancelsAfter }

        var calls: Int { lock.withLock { count } }

        func posteriors(_ drawing: InkDrawing) -> FramePosteriors {
            let calls = lock.withLock {
                count += 1
                return count
            }
            if let cancelsAfter, calls >= cancelsAfter { withUnsafeCurrentTask { $0?.cancel() } }
            return CTCTestPosteriors.make("a", [["a": 0.9], ["-": 0.9]], strokeOfFrame: [0, 0])
        }
    }

    /// `lines` lines of `words` bars 40 points tall, 100 points apart: one word each.
    static func page(lines: Int, words: Int) -> InkDrawing {
        InkDrawing(strokes: (0..<lines).flatMap { line in
            (0..<words).map { word in
                let x = 10 + 100 * Double(word)
                let y = 10 + 80 * Double(line)
                return TextTestInk.line(Vector2(x, y), Vector2(x + 4, y + 40))
            }
        })
    }

    @Test func theAsyncReadingIsTheSyncOne() async throws {
        let model = CountingModel()
        let recognizer = TextRecognizer(engine: .sequence(model), lexicon: nil, configuration: TextRecognizerConfiguration())
        let page = Self.page(lines: 3, words: 4)
        let sync = recognizer.recognize(page)
        #expect(sync.lines.map(\.text) == ["a a a a", "a a a a", "a a a a"])
        #expect(model.calls == 12)
        let asynchronous = try await recognizer.recognition(of: page)
        #expect(asynchronous == sync)
        #expect(try await recognizer.recognition(of: page, strokes: [0, 5]) == recognizer.recognize(page, strokes: [0, 5]))
        #expect(model.calls == 12 * 2 + 2 * 2)
    }

    @Test func aTaskCancelledMidPageStopsBeforeTheNextWord() async {
        let model = CountingModel(cancelsAfter: 3)
        let recognizer = TextRecognizer(engine: .sequence(model), lexicon: nil, configuration: TextRecognizerConfiguration())
        let task = Task { try await recognizer.recognition(of: Self.page(lines: 3, words: 4)) }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(model.calls == 3, "12 words on the page, 3 read")
    }

    @Test func aTaskCancelledBeforeItStartsReadsNothing() async throws {
        let model = CountingModel()
        let recognizer = TextRecognizer(engine: .sequence(model), lexicon: nil, configuration: TextRecognizerConfiguration())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await recognizer.recognition(of: Self.page(lines: 2, words: 2))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(model.calls == 0)
        // Bad ink reads no word, so no check: no lines rather than an error (empty, NaN ink); a
        // lone point is a word or not, never a crash.
        let empties = [
            InkDrawing(strokes: []), InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(.nan, 5), Vector2(100, 0)])]),
        ]
        for (index, drawing) in (empties + [InkDrawing(strokes: [InkStroke(locations: [Vector2(1, 1)])])]).enumerated() {
            let cancelled = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await recognizer.recognition(of: drawing)
            }
            let result = await cancelled.result
            if index < empties.count { #expect(try result.get().lines.isEmpty) }
        }
        #expect(model.calls == 0)
    }

    /// One shipped recognizer read by two tasks at once gives what it gives serially.
    @Test(.enabled(if: ShippedTextModel.words.isPresent, "needs Models/words.inkmodel"))
    func twoTasksShareOneRecognizer() async throws {
        let lexicon = try Lexicon(contentsOf: TestPaths.models.appendingPathComponent("wamerican.lexicon"))
        let recognizer = try ShippedTextModel.words.recognizer(lexicon: lexicon)
        let page = try InkDrawing(contentsOfInkML: TestPaths.datasets.appendingPathComponent("fc-flowchart/writer1_1.inkml"))
        let groups = page.groups.map(\.strokeIndices)
        let serial = groups.map { recognizer.recognize(page, strokes: $0) }
        #expect(serial.contains { $0.text == "End" })
        async let first = Task.detached { try await groups.asyncMap { try await recognizer.recognition(of: page, strokes: $0) } }.value
        async let second = Task.detached { try await groups.reversed().asyncMap { try await recognizer.recognition(of: page, strokes: $0) } }.value
        let (one, two) = try await (first, second)
        // Texts exactly; scores within 1e-4, since a test running beside this one may change
        // BLASSettings.threadCount, and OpenBLAS splits a product by thread count (float sums
        // in another order: scores differed by 1e-6 in a full `swift test`).
        for reading in [one, Array(two.reversed())] {
            #expect(reading.map(Self.candidates) == serial.map(Self.candidates))
            let scores = zip(reading, serial).flatMap { zip(Self.scores($0), Self.scores($1)) }
            #expect(scores.allSatisfy { abs($0 - $1) < 1e-4 })
        }
    }

    static func candidates(_ recognition: TextRecognition) -> [[String]] {
        recognition.lines.flatMap(\.words).map { $0.candidates.map(\.text) + $0.characters.map(\.text) }
    }

    static func scores(_ recognition: TextRecognition) -> [Double] {
        recognition.lines.flatMap(\.words).flatMap { $0.candidates.map(\.score) }
    }
}

extension Array where Element: Sendable {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
