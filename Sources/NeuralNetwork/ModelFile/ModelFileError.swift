/// Why an `.inkmodel` file could not be read or written. Each corruption has its own case.
public enum ModelFileError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The first 8 bytes are not `INKMODEL`: not a model file.
    case badMagic(path: String)
    /// The file needs a newer reader: it is format `found`, this build reads up to `supported`.
    case unsupportedVersion(path: String, found: UInt32, supported: UInt32)
    /// The format version is 0, which no inkrec ever wrote (formats start at 1): a damaged file.
    case invalidVersion(path: String, found: UInt32)
    /// The file ends before the sizes it declares (`expected` bytes, `found` present);
    /// `expected` is `Int.max` when the declared header length and weight count add up past any
    /// file size (a damaged size field: a header length of 0 reads the weight count from the
    /// header's JSON).
    case truncated(path: String, expected: Int, found: Int)
    /// Bytes follow the checksum.
    case trailingBytes(path: String, expected: Int, found: Int)
    /// The CRC-32 stored at the end does not match the bytes before it.
    case checksumMismatch(path: String, stored: UInt32, computed: UInt32)
    /// The JSON header does not read (or write) as a `ModelHeader`.
    case malformedHeader(path: String, problem: ModelHeaderProblem)
    /// The weights do not fit the header's architecture.
    case architectureMismatch(path: String, reason: String)
    /// Weight `index` is NaN or infinite: read from a damaged file, or about to be written by a
    /// training that diverged (then nothing is written).
    case nonFiniteWeight(path: String, index: Int, value: Float)
    /// Label `index` is the empty string: nothing could name that output.
    case emptyLabel(path: String, index: Int)
    /// Labels `firstIndex` and `index` are both `label`: outputs must have distinct names.
    case duplicateLabel(path: String, label: String, firstIndex: Int, index: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read model file: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot write model file: \(reason)"
        case .badMagic(let path): "\(path): not an .inkmodel file (missing INKMODEL signature)"
        case .unsupportedVersion(let path, let found, let supported):
            "\(path): model format version \(found) needs a newer inkrec; this version reads formats 1…\(supported)"
        case .invalidVersion(let path, let found):
            "\(path): model format version \(found) is not valid (formats start at 1): the file is damaged or not written by inkrec"
        case .truncated(let path, let expected, let found) where expected == .max:
            "\(path): damaged model file: the header length and weight count at its start declare more bytes than a file can hold (it has \(found))"
        case .truncated(let path, let expected, let found):
            "\(path): truncated model file: \(found) bytes, but its header length and weight count declare \(expected)"
        case .trailingBytes(let path, let expected, let found):
            "\(path): \(found - expected) unexpected bytes after the checksum (\(found) bytes, expected \(expected))"
        case .checksumMismatch(let path, let stored, let computed):
            "\(path): model file is corrupted: CRC-32 is 0x\(CRC32.hex(computed)), the file says 0x\(CRC32.hex(stored))"
        case .malformedHeader(let path, let problem): "\(path): malformed model header: \(problem)"
        case .architectureMismatch(let path, let reason): "\(path): weights do not fit the architecture: \(reason)"
        case .nonFiniteWeight(let path, let index, let value): "\(path): weight \(index) is \(value), not a finite number"
        case .emptyLabel(let path, let index): "\(path): label \(index) is empty; every output needs a name"
        case .duplicateLabel(let path, let label, let firstIndex, let index):
            "\(path): labels \(firstIndex) and \(index) are both \"\(label)\"; every output needs its own label"
        }
    }
}
