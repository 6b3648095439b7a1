import Foundation
import NeuralNetwork
import Testing

/// A refused model file's message names the field at fault and its value, in words (the
/// new-user trial's damaged files: version 0, a negative layer length, bad header JSON).
@Suite struct ModelFileMessageTests {
    /// A valid header for `ModelFileFuzzTests.sealed` with `weights` weights of one dense layer 1→2,
    /// after `edit` replaces parts of its text.
    private static func sealedHeader(_ edit: (String) -> String) -> Data {
        let header = #"{"architecture":[{"dense":{"inputs":1,"outputs":2}}],"labels":["a","b"],"#
            + #""preprocessing":{"name":"t","parameters":{}},"provenance":{"bestEpoch":1,"datasets":[],"#
            + #""epochs":1,"metrics":{},"seed":1,"split":"none"}}"#
        return Data(ModelFileFuzzTests.sealed(header: Array(edit(header).utf8), weights: [0.5, -0.5, 1, 2]))
    }

    @Test func theUneditedHeaderReads() throws {
        let model = try InkModel(decoding: Self.sealedHeader { $0 })
        #expect(model.header.labels == ["a", "b"])
    }

    /// Trial 24: a model whose preprocessing lost its parameters was refused with "cannot use:  (it
    /// needs …", an empty slot.
    @Test func preprocessingParametersReadInWordsEvenWhenNone() {
        #expect(PreprocessingDescription.text([:]) == "no parameters")
        #expect(PreprocessingDescription.text(["pointsPerXHeight": 6, "pointCount": 256]) == "pointCount=256 pointsPerXHeight=6")
    }

    @Test func versionZeroIsInvalidNotNewer() throws {
        var data = try InkModelFileTests.sampleModel().encoded()
        data[8] = 0
        let error = #expect(throws: ModelFileError.self) { try InkModel(decoding: data) }
        #expect(error == .invalidVersion(path: "<data>", found: 0))
        let text = try #require(error?.description)
        #expect(text == "<data>: model format version 0 is not valid (formats start at 1): the file is damaged or not written by inkrec")
        #expect(!text.contains("newer"))
    }

    @Test(arguments: [
        (#"{"convolution1D":{"inputChannels":1,"kernel":5,"length":-64,"outputChannels":2}}"#, "convolution: length must be positive, got -64"),
        (#"{"convolution1D":{"inputChannels":1,"kernel":4,"length":1,"outputChannels":2}}"#, "convolution: kernel must be odd, got 4"),
        (#"{"dense":{"inputs":1,"outputs":0}}"#, "dense layer: outputs must be positive, got 0"),
        (#"{"pooling1D":{"channels":-3,"kind":"max","length":4,"size":2}}"#, "pooling: channels must be positive, got -3"),
        (#"{"bidirectionalLSTM":{"hidden":-1,"inputChannels":1,"length":2}}"#, "LSTM: hidden must be positive, got -1"),
    ])
    func aBadLayerSizeNamesItsFieldAndValue(layer: String, message: String) throws {
        let data = Self.sealedHeader { $0.replacingOccurrences(of: #"{"dense":{"inputs":1,"outputs":2}}"#, with: layer) }
        let error = #expect(throws: ModelFileError.self) { try InkModel(decoding: data) }
        #expect(error == .architectureMismatch(path: "<data>", reason: "layer 0: \(message)"))
    }

    @Test(arguments: [
        (#""inputs":1"#, #""inputs":"one""#, ModelHeaderProblem.wrongType(at: "architecture[0].dense.inputs", expected: "an integer"),
         "<data>: malformed model header: architecture[0].dense.inputs: expected an integer"),
        (#""labels":["a","b"],"#, "", .missingKey("labels", at: ""), #"<data>: malformed model header: missing key "labels""#),
        (#""seed":1"#, #""seed":null"#, .missingValue(at: "provenance.seed", expected: "an integer"),
         "<data>: malformed model header: provenance.seed: expected an integer, found null"),
        (#""split":"none""#, #""split":7"#, .wrongType(at: "provenance.split", expected: "a string"),
         "<data>: malformed model header: provenance.split: expected a string"),
    ])
    func aBadHeaderValueNamesTheKeyAndWhatWasExpected(
        original: String, replacement: String, problem: ModelHeaderProblem, message: String
    ) throws {
        let data = Self.sealedHeader { $0.replacingOccurrences(of: original, with: replacement) }
        let error = #expect(throws: ModelFileError.self) { try InkModel(decoding: data) }
        #expect(error == .malformedHeader(path: "<data>", problem: problem))
        #expect(error?.description == message)
    }

    @Test func headerBytesThatAreNotJSONSaySo() throws {
        let data = Self.sealedHeader { _ in "{not json" }
        let error = #expect(throws: ModelFileError.self) { try InkModel(decoding: data) }
        guard case .malformedHeader(_, .notJSON) = error else {
            Issue.record("expected notJSON, got \(String(describing: error))")
            return
        }
        let text = try #require(error?.description)
        #expect(text.hasPrefix("<data>: malformed model header: not valid JSON"))
        #expect(!text.contains("DecodingError") && !text.contains("CodingKeys"), "\(text)")
    }

    @Test func aNaNMetricNamesTheKeyItCannotWrite() throws {
        var model = try InkModelFileTests.sampleModel()
        model.header.provenance.metrics["accuracy"] = .nan
        let error = #expect(throws: ModelFileError.self) { try model.encoded() }
        guard case .malformedHeader(_, .invalidValue(let path, _)) = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(path == "provenance.metrics.accuracy")
    }
}
