import Foundation
import InkFiles

/// A trained classifier as stored in an `.inkmodel` file: header plus weights.
///
/// File layout (all integers little-endian), format version 1:
///
/// | offset | size | content |
/// | --- | --- | --- |
/// | 0 | 8 | magic `INKMODEL` (ASCII) |
/// | 8 | 4 | format version, UInt32 |
/// | 12 | 4 | header length H in bytes, UInt32 |
/// | 16 | H | header: UTF-8 JSON of `ModelHeader`, keys sorted |
/// | 16+H | 8 | weight count W, UInt64 |
/// | 24+H | 4·W | weights, IEEE-754 Float32, in `Network.flatWeights` order |
/// | 24+H+4W | 4 | CRC-32 of every byte before it |
///
/// Reading checks, in order: magic, version (0 → `invalidVersion`, newer → `unsupportedVersion`), declared sizes against
/// the file length (`truncated`/`trailingBytes`), CRC-32, header JSON, the architecture's sizes
/// and weight count (before anything is allocated for it, `architectureMismatch`), finite weights
/// (`nonFiniteWeight`), the network and the labels' outputs (`architectureMismatch`). A corrupted
/// size field therefore reads as truncation rather than a checksum error. Writing runs the same
/// checks of labels, architecture and weights first (``validate(path:)``; a diverged training,
/// a weight too few), so a file on disk is never replaced by one no reader accepts.
public struct InkModel: Sendable, Equatable {
    /// The newest format this build reads and the one it writes.
    public static let formatVersion: UInt32 = 1
    static let magic = Array("INKMODEL".utf8)

    public var header: ModelHeader
    public var weights: [Float]

    public init(header: ModelHeader, weights: [Float]) {
        self.header = header
        self.weights = weights
    }

    /// A model from a trained network and its description.
    public init(
        network: Network, labels: [String], output: ModelOutput? = nil, preprocessing: PreprocessingDescription,
        provenance: Provenance
    ) {
        header = ModelHeader(
            architecture: network.specification, labels: labels, output: output, preprocessing: preprocessing,
            provenance: provenance)
        weights = network.flatWeights
    }

    /// The network these weights belong to.
    /// - Throws: `NetworkError` when the architecture is invalid or the weight count differs.
    public func makeNetwork() throws(NetworkError) -> Network {
        try Network(specification: header.architecture, weights: weights)
    }

    /// The file's bytes, whatever the weights hold (``write(to:)`` checks them). O(weights).
    /// - Throws: `ModelFileError.malformedHeader` when the header does not encode (a NaN metric).
    public func encoded() throws(ModelFileError) -> Data {
        try encoded(path: "<data>")
    }

    private func encoded(path: String) throws(ModelFileError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json: Data
        do { json = try encoder.encode(header) } catch {
            throw .malformedHeader(path: path, problem: ModelHeaderProblem(error))
        }
        var bytes = Self.magic
        bytes.reserveCapacity(32 + json.count + 4 * weights.count)
        bytes.appendLittleEndian(Self.formatVersion)
        bytes.appendLittleEndian(UInt32(json.count))
        bytes.append(contentsOf: json)
        bytes.appendLittleEndian(UInt64(weights.count))
        for weight in weights { bytes.appendLittleEndian(weight.bitPattern) }
        bytes.appendLittleEndian(CRC32.checksum(bytes))
        return Data(bytes)
    }

    /// Writes the model atomically with `AtomicFile`: a temporary file in the same folder, flushed
    /// to disk, then renamed over `url` (and the folder flushed), so a crash mid-save leaves any
    /// previous model intact.
    /// - Throws: what ``validate(path:)`` throws (nothing is written, an existing file is left
    ///   as it was), `.malformedHeader`, `.unwritable`.
    public func write(to url: URL) throws(ModelFileError) {
        try validate(path: url.path)
        let data = try encoded(path: url.path)
        do { try AtomicFile.write(data, to: url) } catch { throw .unwritable(path: url.path, reason: error.reason) }
    }

    /// Reads and validates a model file without modifying it.
    /// - Throws: `ModelFileError`, one case per kind of damage (see the type's layout notes).
    public init(contentsOf url: URL) throws(ModelFileError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: UnreadableFile.reason(url, error: error, expected: "a model file"))
        }
        try self.init(decoding: data, path: url.path)
    }

    /// Decodes and validates the bytes of a model file; `path` names it in errors.
    public init(decoding data: Data, path: String = "<data>") throws(ModelFileError) {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.magic else { throw .badMagic(path: path) }
        guard bytes.count >= 16 else { throw .truncated(path: path, expected: 16, found: bytes.count) }
        let version = bytes.readLittleEndian(UInt32.self, at: 8)
        guard version >= 1 else { throw .invalidVersion(path: path, found: version) }
        guard version <= Self.formatVersion else {
            throw .unsupportedVersion(path: path, found: version, supported: Self.formatVersion)
        }
        let headerLength = Int(bytes.readLittleEndian(UInt32.self, at: 12))
        let weightsOffset = 24 + headerLength
        guard bytes.count >= weightsOffset else {
            throw .truncated(path: path, expected: weightsOffset + 4, found: bytes.count)
        }
        let declaredWeights = bytes.readLittleEndian(UInt64.self, at: 16 + headerLength)
        // Sizes past Int.max read as truncation (expecting Int.max bytes) rather than overflowing.
        let (weightBytes, productOverflow) = Int(clamping: declaredWeights).multipliedReportingOverflow(by: 4)
        let (end, sumOverflow) = (weightsOffset + 4).addingReportingOverflow(weightBytes)
        let expected = productOverflow || sumOverflow ? Int.max : end
        if bytes.count < expected { throw .truncated(path: path, expected: expected, found: bytes.count) }
        if bytes.count > expected { throw .trailingBytes(path: path, expected: expected, found: bytes.count) }
        let stored = bytes.readLittleEndian(UInt32.self, at: expected - 4)
        let computed = CRC32.checksum(bytes[0..<(expected - 4)])
        guard stored == computed else { throw .checksumMismatch(path: path, stored: stored, computed: computed) }

        do {
            header = try JSONDecoder().decode(ModelHeader.self, from: Data(bytes[16..<(16 + headerLength)]))
        } catch {
            throw .malformedHeader(path: path, problem: ModelHeaderProblem(error))
        }
        // Sizes are checked before the weights are read: a header with a valid checksum may
        // still declare sizes that overflow or need far more memory than the file.
        try Self.checkLabelsAndSizes(header, weightCount: Int(declaredWeights), path: path)
        weights = (0..<Int(declaredWeights)).map {
            Float(bitPattern: bytes.readLittleEndian(UInt32.self, at: weightsOffset + 4 * $0))
        }
        try checkWeights(path: path)
    }

    /// Checks what reading a file of this model checks after its bytes: labels distinct and
    /// non-empty, the architecture valid and holding exactly `weights.count` weights, every
    /// weight finite, as many outputs as the labels need. `write(to:)` runs it first; `path`
    /// names the file in errors. O(weights).
    /// - Throws: `ModelFileError.emptyLabel`, `.duplicateLabel`, `.architectureMismatch`,
    ///   `.nonFiniteWeight`.
    public func validate(path: String = "<model>") throws(ModelFileError) {
        try Self.checkLabelsAndSizes(header, weightCount: weights.count, path: path)
        try checkWeights(path: path)
    }
}

extension InkModel {
    /// The checks of `validate(path:)` that need no weights, so a reader makes them before
    /// allocating `weightCount` weights (`makeNetwork` allocates every layer). O(labels + layers).
    private static func checkLabelsAndSizes(_ header: ModelHeader, weightCount: Int, path: String) throws(ModelFileError) {
        try checkLabels(header.labels, path: path)
        if let problem = sizeProblem(header.architecture, declaredWeights: weightCount) {
            throw .architectureMismatch(path: path, reason: problem)
        }
    }

    /// The rest of `validate(path:)`: every weight finite, the network builds, the last layer
    /// gives the labels' outputs. O(weights).
    private func checkWeights(path: String) throws(ModelFileError) {
        if let index = weights.firstIndex(where: { !$0.isFinite }) {
            throw .nonFiniteWeight(path: path, index: index, value: weights[index])
        }
        do { _ = try makeNetwork() } catch {
            throw .architectureMismatch(path: path, reason: error.description)
        }
        let output = header.output ?? .classes
        guard output.logitCount(labels: header.labels.count) == header.architecture.last?.outputWidth else {
            throw .architectureMismatch(
                path: path,
                reason: "\(header.labels.count) labels (\(output)) for \(header.architecture.last?.outputWidth ?? 0) outputs")
        }
    }

    /// The rule reading and writing share, and trainers check first: labels are non-empty and
    /// distinct, as the classifier's confusion matrix and the text lattice key outputs by label.
    /// `path` names the file in the error. O(labels).
    /// - Throws: `ModelFileError.emptyLabel` or `.duplicateLabel` for the first bad label.
    public static func checkLabels(_ labels: [String], path: String) throws(ModelFileError) {
        var firstIndex: [String: Int] = [:]
        for (index, label) in labels.enumerated() {
            if label.isEmpty { throw .emptyLabel(path: path, index: index) }
            if let first = firstIndex[label] { throw .duplicateLabel(path: path, label: label, firstIndex: first, index: index) }
            firstIndex[label] = index
        }
    }

    /// Why `architecture` cannot hold exactly `declaredWeights` weights: a layer with a
    /// non-positive size, a size product that overflows `Int`, or another weight count; `nil`
    /// when it can. O(layers), allocates nothing.
    fileprivate static func sizeProblem(_ architecture: [LayerSpecification], declaredWeights: Int) -> String? {
        var total = 0
        for (index, layer) in architecture.enumerated() {
            if let problem = layer.problem { return "layer \(index): \(problem)" }
            guard let parameters = checkedParameterCount(layer) else { return "layer \(index): sizes overflow" }
            total = checkedSum(total, parameters) ?? Int.max
            guard total <= declaredWeights else {
                return "the architecture needs more than the \(declaredWeights) weights stored"
            }
        }
        return nil
    }

    /// Weights and biases of a valid layer, or `nil` when a size product overflows `Int`.
    private static func checkedParameterCount(_ layer: LayerSpecification) -> Int? {
        switch layer {
        case .dense(let inputs, let outputs):
            return checkedProduct(inputs, outputs).flatMap { checkedSum($0, outputs) }
        case .convolution1D(let length, let inputChannels, let outputChannels, let kernel):
            guard checkedProduct(length, inputChannels) != nil, checkedProduct(length, outputChannels) != nil else {
                return nil
            }
            return checkedProduct(kernel, inputChannels, outputChannels).flatMap { checkedSum($0, outputChannels) }
        case .pooling1D(_, let length, let channels, _):
            return checkedProduct(length, channels).map { _ in 0 }
        case .bidirectionalLSTM(let length, let inputChannels, let hidden):
            guard checkedProduct(length, inputChannels) != nil, checkedProduct(length, 2, hidden) != nil,
                let gates = checkedProduct(4, hidden), let rows = checkedSum(inputChannels, hidden).flatMap({ checkedSum($0, 1) }),
                let perDirection = checkedProduct(rows, gates)
            else { return nil }
            return checkedProduct(2, perDirection)
        case .activation, .dropout:
            return 0
        }
    }

    private static func checkedProduct(_ factors: Int...) -> Int? {
        var result = 1
        for factor in factors {
            let (value, overflow) = result.multipliedReportingOverflow(by: factor)
            if overflow { return nil }
            result = value
        }
        return result
    }

    private static func checkedSum(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : value
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        for i in 0..<MemoryLayout<T>.size { append(UInt8(truncatingIfNeeded: value >> (8 * i))) }
    }

    fileprivate func readLittleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        var value = T.zero
        for i in 0..<MemoryLayout<T>.size { value |= T(self[offset + i]) << (8 * i) }
        return value
    }
}
