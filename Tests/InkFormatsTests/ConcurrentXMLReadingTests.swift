import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

/// XML readers called from several threads at once, as an app reading files in the background
/// does (FoundationXML on Linux is libxml2, whose tree API is not thread-safe:
/// swiftlang/swift-docc#1606). Every read, whole or cut off, must give what one thread alone
/// gives: the same drawings or the same error.
struct ConcurrentXMLReadingTests {
    @Test func parallelInkMLAndGestureReadsMatchSerialOnes() throws {
        let inkML = try FileManager.default.contentsOfDirectory(
            at: TestPaths.datasets.appendingPathComponent("fc-flowchart"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "inkml" }.sorted { $0.path < $1.path }
        let gestures = TestPaths.datasets.appendingPathComponent("dollar1-unistroke/s02/medium")
        let gestureFiles = try FileManager.default.contentsOfDirectory(at: gestures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xml" }.sorted { $0.path < $1.path }.prefix(16)
        try #require(inkML.count >= 2 && gestureFiles.count == 16)
        // Each file whole and cut at a third and at two thirds (libxml2's error paths too).
        var inputs: [(data: Data, format: InkFormat)] = []
        for (files, format) in [(inkML, InkFormat.inkml), (Array(gestureFiles), .gestureXML)] {
            for file in files {
                let data = try Data(contentsOf: file)
                inputs += [data, data.prefix(data.count / 3), data.prefix(2 * data.count / 3)].map { (Data($0), format) }
            }
        }
        let frozen = inputs
        @Sendable func read(_ i: Int) -> Outcome {
            do { return .drawings(try InkDataset.load(frozen[i].data, format: frozen[i].format).samples.map(\.drawing)) } catch {
                return .error("\(error)")
            }
        }
        let serial = inputs.indices.map(read)
        #expect(serial.filter { if case .error = $0 { true } else { false } }.count >= inputs.count / 3)
        let rounds = 6
        let results = Results(count: rounds * inputs.count)
        DispatchQueue.concurrentPerform(iterations: rounds * inputs.count) { i in
            results.set(i, read(i % frozen.count))
        }
        let mismatches = (0..<(rounds * inputs.count)).filter { results.get($0) != serial[$0 % inputs.count] }
        #expect(mismatches.isEmpty, "\(mismatches.count) parallel reads differ")
    }
}

private enum Outcome: Equatable, Sendable {
    case drawings([InkDrawing])
    case error(String)
}

/// Reads written from many threads, each to its own slot.
private final class Results: @unchecked Sendable {
    private var slots: [Outcome?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Outcome) { lock.withLock { slots[i] = value } }
    func get(_ i: Int) -> Outcome? { lock.withLock { slots[i] } }
}
