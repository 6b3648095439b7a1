import Foundation
import NeuralNetwork
import TestSupport
import Testing

/// A model loader refuses every file it cannot fully validate, with a `ModelFileError`, and never
/// traps, hangs or touches the file: seeded corruptions of the shipped model, and hand-made files
/// whose checksum is right but whose header lies.
@Suite(.timeLimit(.minutes(10)))
struct ModelFileFuzzTests {
    private static let shipped = TestPaths.models.appendingPathComponent("digits.inkmodel")

    @Test func everyCorruptionOfTheShippedModelIsRefused() throws {
        let original = try [UInt8](Data(contentsOf: Self.shipped))
        _ = try InkModel(decoding: Data(original))
        for mutation in ByteMutations(original, seed: 0x1A4D).all(count: 30) where mutation.bytes != original {
            #expect(throws: ModelFileError.self, "\(mutation.name)") {
                try InkModel(decoding: Data(mutation.bytes))
            }
        }
    }

    @Test func refusedFileIsLeftUntouched() throws {
        try withTemporaryFolder { folder in
            var bytes = try [UInt8](Data(contentsOf: Self.shipped))
            bytes[bytes.count / 2] ^= 0x10
            let url = folder.appendingPathComponent("bad.inkmodel")
            try Data(bytes).write(to: url)
            let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            #expect(throws: ModelFileError.self) { try InkModel(contentsOf: url) }
            #expect(try [UInt8](Data(contentsOf: url)) == bytes)
            #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.inkmodel"])
        }
    }

    /// Architectures whose sizes overflow `Int` or would need gigabytes, sealed with a correct
    /// CRC-32 so that only the header check can catch them.
    @Test(arguments: [
        #"[{"dense":{"inputs":4611686018427387904,"outputs":4}}]"#,
        #"[{"dense":{"inputs":100000,"outputs":100000}}]"#,
        #"[{"convolution1D":{"length":4294967296,"inputChannels":4294967296,"outputChannels":1,"kernel":1}}]"#,
        #"[{"pooling1D":{"kind":"max","length":4294967296,"channels":4294967296,"size":1}}]"#,
        #"[{"activation":{"kind":"relu","width":-1}}]"#,
        #"[{"dropout":{"rate":0.5,"width":9223372036854775807}}]"#,
    ])
    func lyingHeaderIsRefused(architecture: String) throws {
        let header = #"{"architecture":\#(architecture),"labels":["a","b"],"#
            + #""preprocessing":{"name":"t","parameters":{}},"provenance":{"bestEpoch":1,"datasets":[],"#
            + #""epochs":1,"metrics":{},"seed":1,"split":"none"}}"#
        let bytes = Self.sealed(header: Array(header.utf8), weights: [0.5, -0.5, 1, 2])
        #expect(throws: ModelFileError.self) { try InkModel(decoding: Data(bytes)) }
    }

    /// A weight count so large that the file size it implies overflows `Int`.
    @Test(arguments: [UInt64(1) << 61 - 1, UInt64(1) << 62, UInt64.max])
    func overflowingWeightCountIsRefused(count: UInt64) throws {
        var bytes = Self.sealed(header: Array("{}".utf8), weights: [])
        for i in 0..<8 { bytes[18 + i] = UInt8(truncatingIfNeeded: count >> (8 * UInt64(i))) }
        #expect(throws: ModelFileError.self) { try InkModel(decoding: Data(bytes)) }
    }

    /// Trial 17: a header length of 0 reads the weight count from the header's JSON text, and the
    /// error said "the header declares 9223372036854775807" (bytes, `Int.max` standing for an
    /// overflow).
    @Test func aHeaderLengthOfZeroIsNamedADamagedSize() throws {
        var bytes = try InkModelFileTests.sampleModel().encoded()
        for i in 12..<16 { bytes[i] = 0 }
        let error = #expect(throws: ModelFileError.truncated(path: "m", expected: .max, found: bytes.count)) {
            try InkModel(decoding: bytes, path: "m")
        }
        #expect(error?.description == "m: damaged model file: the header length and weight count at its start declare more bytes than a file can hold (it has \(bytes.count))")
        #expect(ModelFileError.truncated(path: "m", expected: 90, found: 80).description
            == "m: truncated model file: 80 bytes, but its header length and weight count declare 90")
    }

    @Test func nonFiniteWeightsAreRefused() throws {
        var model = try InkModelFileTests.sampleModel()
        model.weights[3] = .nan
        #expect(throws: ModelFileError.self) { try InkModel(decoding: model.encoded()) }
        model.weights[3] = .infinity
        #expect(throws: ModelFileError.nonFiniteWeight(path: "<data>", index: 3, value: .infinity)) {
            try InkModel(decoding: model.encoded())
        }
    }

    /// A diverged training's weights are never written: the file already there stays as it was.
    @Test func writingNonFiniteWeightsKeepsTheOldFile() throws {
        try withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("m.inkmodel")
            var model = try InkModelFileTests.sampleModel()
            try model.write(to: target)
            let before = try Data(contentsOf: target)
            model.weights[5] = -.infinity
            #expect(throws: ModelFileError.nonFiniteWeight(path: target.path, index: 5, value: -.infinity)) {
                try model.write(to: target)
            }
            #expect(try Data(contentsOf: target) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.inkmodel"])
        }
    }

    @Test func writeToAnUnwritablePlaceThrowsAndKeepsTheOldFile() throws {
        let model = try InkModelFileTests.sampleModel()
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/m.inkmodel")
        #expect(throws: ModelFileError.self) { try model.write(to: missing) }
        // A folder stands where the file should go: rename fails, nothing is left behind.
        try withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("m.inkmodel")
            try FileManager.default.createDirectory(
                at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
            #expect(throws: ModelFileError.self) { try model.write(to: target) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.inkmodel"])
        }
    }

    /// Magic, version 1, header, weights and a correct CRC-32 (zlib's), as `InkModel` lays them out.
    static func sealed(header: [UInt8], weights: [Float]) -> [UInt8] {
        var bytes = Array("INKMODEL".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            for i in 0..<MemoryLayout<T>.size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * i))) }
        }
        append(UInt32(1))
        append(UInt32(header.count))
        bytes += header
        append(UInt64(weights.count))
        for weight in weights { append(weight.bitPattern) }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        append(crc ^ 0xFFFF_FFFF)
        return bytes
    }
}
