import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

/// Seeded corruptions of the shipped files of every format: each load either throws an
/// `InkFormatError` or returns samples whose every number is finite; in dataset mode
/// (`skipMalformed`) it never throws and reports what it skipped.
@Suite(.timeLimit(.minutes(10)))
struct MalformedInputFuzzTests {
    /// Mutations per kind (truncation, flip, insertion, …); about 6× this many inputs per base file.
    private let mutationsPerKind = 24

    struct Base: CustomStringConvertible {
        var name: String
        var fileName: String
        var bytes: [UInt8]
        var description: String { name }
    }

    private static func file(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: TestPaths.datasets.appendingPathComponent(path)))) ?? []
    }

    /// The first `count` lines of a shipped file.
    private static func lines(_ path: String, _ count: Int) -> [UInt8] {
        let bytes = file(path)
        var seen = 0
        let end = bytes.firstIndex { byte in
            if byte == 0x0A { seen += 1 }
            return seen == count
        }
        return Array(bytes.prefix(end.map { $0 + 1 } ?? bytes.count))
    }

    static let bases: [Base] = [
        Base(name: "$1 gesture XML", fileName: "arrow01.xml", bytes: file("dollar1-unistroke/s02/medium/arrow01.xml")),
        Base(
            name: "MMG gesture XML", fileName: "10-stylus-medium-D-01.xml",
            bytes: file("ndollar-mmg/10-stylus-MEDIUM/10-stylus-medium-D-01.xml")),
        Base(name: "Quick, Draw! ndjson", fileName: "circle.ndjson", bytes: lines("quickdraw-shapes/circle.ndjson", 2)),
        // Two whole records (to the second `.PEN_UP` and its `.DT`): a prefix cut inside a pen-down
        // block is a truncated file, which the reader refuses.
        Base(name: "pendigits UNIPEN", fileName: "pendigits-orig.tes", bytes: lines("pendigits/pendigits-orig.tes", 161)),
        Base(name: "FC InkML", fileName: "writer14_4.inkml", bytes: file("fc-flowchart/writer14_4.inkml")),
        Base(name: "labelled ndjson", fileName: "shape-samples.ndjson", bytes: lines("shape-samples/shape-samples.ndjson", 2)),
        Base(name: "inkrec JSON", fileName: "samples.json", bytes: inkJSON()),
    ]

    /// Two real samples written as inkrec JSON.
    private static func inkJSON() -> [UInt8] {
        let bytes = Data(lines("shape-samples/shape-samples.ndjson", 2))
        guard let samples = try? LabeledNDJSON.decode(bytes).samples, let data = try? InkJSON.encode(samples) else {
            return []
        }
        return [UInt8](data)
    }

    @Test(arguments: bases)
    func corruptedFilesFailWithTypedErrors(base: Base) throws {
        try #require(!base.bytes.isEmpty, "shipped base file missing")
        try withTemporaryFolder { folder in
            // The intact file reads: mutations, not the base, are what fail.
            let intact = try load(base.bytes, named: base.fileName, in: folder, skipMalformed: false)
            #expect(intact.samples.count > 0)

            var mutations = ByteMutations(base.bytes, seed: 0x5EED).all(count: mutationsPerKind)
            mutations.append(.init(name: "deep [ nesting", bytes: ByteMutations.nested("[", "]", depth: 100_000)))
            mutations.append(.init(name: "deep { nesting", bytes: ByteMutations.nested("{\"a\":", "}", depth: 100_000)))
            mutations.append(.init(name: "deep XML nesting", bytes: ByteMutations.nested("<ink>", "</ink>", depth: 20_000)))
            for mutation in mutations {
                try check(mutation, base: base, in: folder)
            }
        }
    }

    /// A UNIPEN data file whose `.INCLUDE`s resolve in the shipped `include/` folder.
    @Test func corruptedUnipenDataFilesWithIncludesFailWithTypedErrors() throws {
        let shipped = TestPaths.datasets.appendingPathComponent("unipen-train_r01_v07")
        let data = try [UInt8](Data(contentsOf: shipped.appendingPathComponent("data/1d/cea/Toepfer.dat")))
        try withTemporaryFolder { folder in
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent("include"), withDestinationURL: shipped.appendingPathComponent("include"))
            let dataFolder = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
            let base = Base(name: "UNIPEN with includes", fileName: "Toepfer.dat", bytes: data)
            #expect(try load(data, named: base.fileName, in: dataFolder, skipMalformed: false).samples.count > 0)
            for mutation in ByteMutations(data, seed: 0xD47).all(count: 8) {
                try check(mutation, base: base, in: dataFolder)
            }
        }
    }

    /// Hand-made values: each reader refuses them by name (`true`) or loads them finite (`false`,
    /// e.g. a 15-digit coordinate is large but within ±1e15 points; a 23-digit one is beyond it);
    /// none traps.
    @Test(arguments: [
        ("large.tes", ".PEN_DOWN\n 123456789012345 5\n.PEN_UP\n.SEGMENT DIGIT 0 ? \"1\"\n", false),
        ("huge.tes", ".PEN_DOWN\n 12345678901234567890123 5\n.PEN_UP\n.SEGMENT DIGIT 0 ? \"1\"\n", true),
        ("range.tes", ".PEN_DOWN\n 1 5\n 2 6\n.PEN_UP\n.SEGMENT DIGIT 0:0-0:9223372036854775807 ? \"1\"\n", true),
        ("inf.ndjson", #"{"word":"circle","key_id":"1","drawing":[[[1,1e999],[2,3],[0,1]]]}"#, true),
        ("time.ndjson", #"{"word":"circle","key_id":"1","drawing":[[[1,2],[2,3],[-1.7e308,1.7e308]]]}"#, true),
        ("inf.json", #"{"format":"inkrec","version":1,"samples":[{"label":"a","source":"s","id":"i","split":"train","drawing":{"strokes":[{"points":[{"x":1e999,"y":1}]}],"groups":[],"annotations":{}}}]}"#, true),
        ("hex.inkml", "<ink><trace>#\(String(repeating: "F", count: 300)) 1</trace></ink>", true),
        ("diff.inkml", "<ink><trace>1.7e308 1, '1.7e308 1</trace></ink>", true),
        ("offset.inkml", #"<ink><trace timeOffset="1e9223372036854775807">1 1</trace></ink>"#, true),
        ("bigoffset.inkml", #"<ink><trace timeOffset="1e999999999">1 1</trace></ink>"#, true),
        ("infoffset.inkml", #"<ink><trace timeOffset="1e400">1 1</trace></ink>"#, true),
        ("badname.inkml", "<ink><tr\u{00CC}ace>1 1</trace></ink>", true),
        ("time.xml", #"<Gesture Name="a1"><Point X="1" Y="1" T="-1.7e308"/><Point X="1" Y="1" T="1.7e308"/></Gesture>"#, true),
    ])
    func hostileValues(name: String, text: String, refused: Bool) throws {
        try withTemporaryFolder { folder in
            let mutation = ByteMutations.Mutation(name: name, bytes: Array(text.utf8))
            let base = Base(name: name, fileName: name, bytes: [])
            try check(mutation, base: base, in: folder)
            if refused {
                #expect(throws: InkFormatError.self, "\(name) should be refused") {
                    try load(mutation.bytes, named: name, in: folder, skipMalformed: false)
                }
            } else {
                #expect(try load(mutation.bytes, named: name, in: folder, skipMalformed: false).samples.count == 1)
            }
        }
    }

    /// A session that includes itself ten times per level would be read 10⁸ times within the
    /// depth limit; the include budget stops it with an error instead.
    @Test func selfIncludingUnipenFansOutToAnError() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("include"), withIntermediateDirectories: true)
            let loop = String(repeating: ".INCLUDE loop.dat\n", count: 10) + ".PEN_DOWN\n 1 2\n 3 4\n.PEN_UP\n"
            try Data(loop.utf8).write(to: folder.appendingPathComponent("include/loop.dat"))
            let data = ".INCLUDE loop.dat\n.SEGMENT CHARACTER 0 OK \"a\"\n"
            #expect(throws: InkFormatError.self) {
                try load(Array(data.utf8), named: "data.dat", in: folder, skipMalformed: false)
            }
        }
    }

    @Test func inkJSONGroupNamingAMissingStrokeIsRefused() throws {
        let sample = LabeledInk(
            drawing: InkDrawing(strokes: [InkStroke(locations: [Vector2(0, 0), Vector2(1, 1)])],
                                groups: [StrokeGroup(strokeIndices: [0, 3])]),
            label: "a", writer: "w", source: "s")
        let data = try InkJSON.encode([sample])
        #expect(throws: InkFormatError(path: "<input>", record: 0, reason: .unexpected(
            expected: "group stroke indices in 0..<1", found: "[0, 3]"))) { try InkJSON.decode(data) }
    }

    /// A flipped byte in an element name leaves invalid UTF-8, on which FoundationXML traps.
    @Test func invalidUTF8InXMLNamesIsRefused() throws {
        try withTemporaryFolder { folder in
            let bytes = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Gesture Name=\"a1\"><P".utf8) + [0xCC]
                + Array("oint X=\"1\" Y=\"2\"/></Gesture>".utf8)
            #expect(throws: InkFormatError(
                path: folder.appendingPathComponent("a.xml").path, line: 2,
                reason: .malformedXML("expected UTF-8 text, found an invalid byte sequence"))) {
                try load(bytes, named: "a.xml", in: folder, skipMalformed: false)
            }
        }
    }

    // MARK: Helpers

    /// Loads `mutation` strictly and in dataset mode; records an issue for any untyped error, any
    /// non-finite value in a loaded sample, or a dataset-mode load that throws.
    private func check(_ mutation: ByteMutations.Mutation, base: Base, in folder: URL) throws {
        let context = Comment(rawValue: "\(base): \(mutation.name)")
        do {
            let result = try load(mutation.bytes, named: base.fileName, in: folder, skipMalformed: false)
            expectFinite(result.samples, context)
        } catch is InkFormatError {
            // The typed error is the documented result.
        } catch {
            Issue.record("\(context.rawValue): untyped error \(type(of: error)): \(error)")
        }
        do {
            let result = try load(mutation.bytes, named: base.fileName, in: folder, skipMalformed: true)
            expectFinite(result.samples, context)
            #expect(result.skipped.allSatisfy { !$0.description.isEmpty }, context)
        } catch {
            Issue.record("\(context.rawValue): dataset mode threw \(error)")
        }
    }

    private func expectFinite(_ samples: [LabeledInk], _ context: Comment) {
        for sample in samples {
            for stroke in sample.drawing.strokes {
                let values: [Double] = stroke.points.flatMap { [$0.x, $0.y, $0.timeOffset ?? 0, $0.force ?? 0] }
                let finite = values.allSatisfy { $0.isFinite } && (stroke.startTime?.isFinite ?? true)
                #expect(finite, context)
            }
        }
    }

    private func load(_ bytes: [UInt8], named name: String, in folder: URL, skipMalformed: Bool) throws
        -> DatasetLoadResult
    {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return try InkDataset.load(paths: [url], skipMalformed: skipMalformed)
    }
}
