import Foundation
import NeuralNetwork
import Testing
import TestSupport

@Suite struct InkModelFileTests {
    static func sampleModel() throws -> InkModel {
        let network = try Network(
            specification: [
                .convolution1D(length: 4, inputChannels: 2, outputChannels: 3, kernel: 3),
                .activation(.relu, width: 12), .dense(inputs: 12, outputs: 2),
            ], seed: 5)
        return InkModel(
            network: network, labels: ["a", "b"],
            preprocessing: PreprocessingDescription(name: "test", parameters: ["points": 4]),
            provenance: Provenance(
                datasets: ["blobs"], split: "none", seed: 5, epochs: 1, bestEpoch: 1, metrics: ["accuracy": 0.5]))
    }

    @Test func roundTripsHeaderAndWeightsBitForBit() throws {
        let model = try Self.sampleModel()
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("m.inkmodel")
            try model.write(to: url)
            let before = try Data(contentsOf: url)
            let loaded = try InkModel(contentsOf: url)
            #expect(loaded == model)
            #expect(try Data(contentsOf: url) == before)  // the reader leaves the file alone
            #expect(try loaded.makeNetwork().flatWeights.map(\.bitPattern) == model.weights.map(\.bitPattern))
        }
    }

    @Test func overwritingLeavesNoTemporaryFiles() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("m.inkmodel")
            var model = try Self.sampleModel()
            try model.write(to: url)
            model.header.labels = ["x", "y"]
            try model.write(to: url)
            #expect(try InkModel(contentsOf: url).header.labels == ["x", "y"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.inkmodel"])
        }
    }

    /// A header with repeated labels (CRC valid) used to load and then trap where outputs are
    /// keyed by label (confusion matrix, text lattice): reading and writing refuse it.
    /// A file on disk the loader cannot fully validate (newer version, a size field past the
    /// end, a flipped weight byte) is refused with its own error, and left byte for byte and
    /// date for date as it was, with nothing written beside it.
    @Test func refusedFilesAreLeftUntouched() throws {
        let original = try Self.sampleModel().encoded()
        var newer = original
        newer[8] = 2
        var oversized = original
        oversized[12] = 0xFF
        var flipped = original
        flipped[flipped.count - 20] ^= 0x01
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("m.inkmodel")
            let cases: [(bytes: Data, refused: (ModelFileError) -> Bool)] = [
                (newer, { $0 == .unsupportedVersion(path: url.path, found: 2, supported: 1) }),
                (oversized, { if case .truncated(url.path, _, original.count) = $0 { true } else { false } }),
                (flipped, { if case .checksumMismatch(url.path, _, _) = $0 { true } else { false } }),
            ]
            for (bytes, refused) in cases {
                try bytes.write(to: url)
                let dated = Date(timeIntervalSince1970: 1_000_000_000)
                try FileManager.default.setAttributes([.modificationDate: dated], ofItemAtPath: url.path)
                let error = #expect(throws: ModelFileError.self) { try InkModel(contentsOf: url) }
                #expect(error.map(refused) == true, "\(String(describing: error))")
                #expect(try Data(contentsOf: url) == bytes)
                let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
                #expect(attributes[.modificationDate] as? Date == dated)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.inkmodel"])
            }
        }
    }

    @Test func duplicateAndEmptyLabelsAreRefused() throws {
        var model = try Self.sampleModel()
        model.header.labels = ["a", "a"]
        #expect(throws: ModelFileError.duplicateLabel(path: "<data>", label: "a", firstIndex: 0, index: 1)) {
            try InkModel(decoding: model.encoded())
        }
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("dup.inkmodel")
            #expect(throws: ModelFileError.duplicateLabel(path: url.path, label: "a", firstIndex: 0, index: 1)) { try model.write(to: url) }
            #expect(!FileManager.default.fileExists(atPath: url.path))
            model.header.labels = ["a", ""]
            #expect(throws: ModelFileError.emptyLabel(path: "<data>", index: 1)) { try InkModel(decoding: model.encoded()) }
            #expect(ModelFileError.duplicateLabel(path: "m", label: "0", firstIndex: 0, index: 3).description
                == "m: labels 0 and 3 are both \"0\"; every output needs its own label")
        }
    }

    /// `write(to:)` once replaced a good file with a model a weight short, which reading then
    /// refused: it now validates as the reader does and leaves the file as it was.
    @Test func writingRefusesWhatReadingRefuses() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("m.inkmodel")
            let good = try Self.sampleModel()
            #expect(good.weights.count == 47)
            try good.write(to: url)
            let before = try Data(contentsOf: url)

            var short = good
            short.weights.removeLast()
            let reading = #expect(throws: ModelFileError.self) { try InkModel(decoding: short.encoded(), path: url.path) }
            #expect(reading == .architectureMismatch(path: url.path, reason: "the architecture needs more than the 46 weights stored"))
            #expect(throws: reading!) { try short.write(to: url) }
            #expect(throws: reading!) { try short.validate(path: url.path) }

            var long = good
            long.weights.append(0.5)
            let tooMany = #expect(throws: ModelFileError.self) { try long.write(to: url) }
            #expect(tooMany == (#expect(throws: ModelFileError.self) { try InkModel(decoding: long.encoded(), path: url.path) }))
            guard case .architectureMismatch = tooMany else { Issue.record("\(String(describing: tooMany))"); return }

            var moreLabels = good
            moreLabels.header.labels.append("c")
            #expect(throws: ModelFileError.architectureMismatch(path: url.path, reason: "3 labels (classes) for 2 outputs")) {
                try moreLabels.write(to: url)
            }
            #expect(try Data(contentsOf: url) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.inkmodel"])
            try good.validate()
        }
    }

    @Test func truncatedFile() throws {
        let data = try Self.sampleModel().encoded()
        let cut = data.prefix(data.count - 10)
        #expect(throws: ModelFileError.truncated(path: "<data>", expected: data.count, found: data.count - 10)) {
            try InkModel(decoding: cut)
        }
    }

    @Test func flippedByteInTheWeights() throws {
        var data = try Self.sampleModel().encoded()
        data[data.count - 20] ^= 0x01
        #expect {
            try InkModel(decoding: data)
        } throws: { error in
            guard case .checksumMismatch = error as? ModelFileError else { return false }
            return true
        }
    }

    @Test func wrongMagic() throws {
        var data = try Self.sampleModel().encoded()
        data[0] = UInt8(ascii: "J")
        #expect(throws: ModelFileError.badMagic(path: "<data>")) { try InkModel(decoding: data) }
    }

    @Test func newerVersionNamesTheVersionItNeeds() throws {
        var data = try Self.sampleModel().encoded()
        data[8] = 7
        let error = #expect(throws: ModelFileError.self) { try InkModel(decoding: data) }
        #expect(error == .unsupportedVersion(path: "<data>", found: 7, supported: 1))
        #expect(error?.description.contains("version 7 needs a newer inkrec") == true)
    }

    @Test func weightsThatDoNotFitTheArchitecture() throws {
        var model = try Self.sampleModel()
        model.weights.removeLast()
        let data = try model.encoded()
        #expect {
            try InkModel(decoding: data)
        } throws: { error in
            guard case .architectureMismatch = error as? ModelFileError else { return false }
            return true
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            try InkModel(contentsOf: URL(fileURLWithPath: "/nonexistent/m.inkmodel"))
        } throws: { error in
            guard case .unreadable(let path, _) = error as? ModelFileError else { return false }
            return path == "/nonexistent/m.inkmodel"
        }
    }
}

extension InkModelFileTests {
    @Test func headerJSONNamesEveryField() throws {
        let json = try JSONEncoder().encode([LayerSpecification.activation(.gelu, width: 3), .pooling1D(.max, length: 4, channels: 2, size: 2)])
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"kind\":\"gelu\"") && text.contains("\"kind\":\"max\""))
        #expect(!text.contains("_0"))
    }
}
