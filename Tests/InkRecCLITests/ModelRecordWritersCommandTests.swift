import Foundation
import NeuralNetwork
import TestSupport
import Testing
import InkRecCLI

/// Trial 14: models saved before `Provenance.writers` made every evaluation read their datasets'
/// writers (2.6 s for the latin model). `model record-writers` records them once, weights untouched.
@Suite struct ModelRecordWritersCommandTests {
    static let shippedDigits = TestPaths.models.appendingPathComponent("digits.inkmodel")
    static let trainingFile = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra")

    /// The shipped digits model as one saved before the field: no writers, trained on `datasets`.
    static func olderModel(in folder: URL, datasets: [String], command: String? = nil) throws -> InkModel {
        var model = try InkModel(contentsOf: shippedDigits)
        model.header.provenance.writers = nil
        model.header.provenance.datasets = datasets
        if let command { model.header.provenance.command = command }
        try model.write(to: folder.appendingPathComponent("old.inkmodel"))
        return model
    }

    @Test func recordsTheDatasetsWritersAndKeepsTheWeights() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: Self.trainingFile, to: folder.appendingPathComponent("train.tra"))
            let old = try Self.olderModel(in: folder, datasets: ["train.tra"])
            let result = runInkrec(["model", "record-writers", "old.inkmodel", "--out", "new.inkmodel"], in: folder)
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("wrote new.inkmodel: old.inkmodel with 6 writers of 1 dataset recorded; "), "\(result.stdout)")
            #expect(result.stdout.hasSuffix(" weights unchanged\n"), "\(result.stdout)")
            let new = try InkModel(contentsOf: folder.appendingPathComponent("new.inkmodel"))
            // pendigits .tra writers 1–6: all train or validation.
            #expect(new.header.provenance.writers == (1...6).map { "tra-\($0)" })
            #expect(new.weights.map(\.bitPattern) == old.weights.map(\.bitPattern))
            var header = new.header
            header.provenance.writers = nil
            #expect(header == old.header)
            let info = runInkrec(["info", "new.inkmodel"], in: folder)
            #expect(info.stdout.contains("\nwriters: 6 recorded"), "\(info.stdout)")
            // Recorded once: a second time is refused.
            let again = runInkrec(["model", "record-writers", "new.inkmodel", "--out", "newer.inkmodel"], in: folder)
            #expect(again.code == .badInput)
            #expect(again.stderr.contains("new.inkmodel already lists 6 writers: nothing to record"), "\(again.stderr)")
        }
    }

    @Test func refusesWhatItCannotRecordFully() throws {
        try withTemporaryFolder { folder in
            _ = try Self.olderModel(in: folder, datasets: ["gone.tra"])
            let missing = runInkrec(["model", "record-writers", "old.inkmodel", "--out", "new.inkmodel"], in: folder)
            #expect(missing.code == .badInput)
            #expect(missing.stderr.contains("old.inkmodel was trained on gone.tra, which does not exist here"), "\(missing.stderr)")
            _ = try Self.olderModel(in: folder, datasets: [Self.trainingFile.path], command: "inkrec train x --words --characters y --out m")
            let glued = runInkrec(["model", "record-writers", "old.inkmodel", "--out", "new.inkmodel"], in: folder)
            #expect(glued.code == .badInput)
            #expect(glued.stderr.contains("text glued from its --characters writers"), "\(glued.stderr)")
            let inPlace = runInkrec(["model", "record-writers", "old.inkmodel", "--out", "old.inkmodel", "--replace"], in: folder)
            #expect(inPlace.code == .usage, "\(inPlace.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.inkmodel").path))
        }
    }

    /// Reviewer's finding: writers were read leniently, so a record that did not read or a
    /// dataset without writers recorded an incomplete list for good.
    @Test func refusesDatasetsThatDoNotReadWholeOrHaveNoWriter() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.trainingFile, to: data.appendingPathComponent("train.tra"))
            try Data("<ink><trace>1 x</trace></ink>".utf8).write(to: data.appendingPathComponent("bad.inkml"))
            _ = try Self.olderModel(in: folder, datasets: ["data"])
            let malformed = runInkrec(["model", "record-writers", "old.inkmodel", "--out", "new.inkmodel"], in: folder)
            #expect(malformed.code == .badInput, "\(malformed.stderr)")
            #expect(malformed.stderr.contains("bad.inkml"), "\(malformed.stderr)")
            #expect(malformed.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.inkmodel").path))

            let anonymous = folder.appendingPathComponent("anonymous.ndjson")
            try Data(#"{"label":"line","strokes":[[[0,0,0],[10,10,0.1]]]}"#.utf8 + [0x0A]).write(to: anonymous)
            _ = try Self.olderModel(in: folder, datasets: ["anonymous.ndjson"])
            let none = runInkrec(["model", "record-writers", "old.inkmodel", "--out", "new.inkmodel"], in: folder)
            #expect(none.code == .badInput, "\(none.stderr)")
            #expect(none.stderr.contains("old.inkmodel's datasets have no writer in their train and validation parts"), "\(none.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.inkmodel").path))
        }
    }
}
