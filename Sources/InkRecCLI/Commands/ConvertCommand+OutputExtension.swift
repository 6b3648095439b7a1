import Foundation
import InkFormats

/// An output file's name must read back as the format written.
extension ConvertCommand {
    /// Refuses a file `OUT` whose extension inkrec reads as another format than `target`
    /// (`--to ndjson` to `x.json`, `--to quickdraw` to `x.unp`): such a file would be written
    /// and then fail to read (`info x.json`: malformed JSON). An extension no reader takes
    /// (`x.txt`, none) is allowed, as `--to` is there for it; read it back with `--from`.
    /// - Throws: ``CommandError/usage(_:)`` naming the mismatch.
    static func checkExtension(_ outPath: String, url: URL, target: Target) throws {
        let readAs = InkFormat.formats(forExtension: url.pathExtension.lowercased())
        guard !readAs.isEmpty, !readAs.contains(target.format) else { return }
        let names = readAs.map(\.rawValue).joined(separator: " or ")
        throw CommandError.usage(
            "--to \(target.rawValue) to \(outPath): inkrec reads a .\(url.pathExtension) file as \(names), so it could not read this one back;"
                + " give OUT a .\(target.extensions.joined(separator: " or ."))"
                + " extension, or one no reader takes (read it back with --from \(target.format.rawValue))")
    }
}

extension ConvertCommand.Target {
    /// The extensions `convert` writes this format under without `--to`.
    fileprivate var extensions: [String] {
        switch self {
        case .inkml: ["inkml"]
        case .json: ["json"]
        case .ndjson, .quickdraw: ["ndjson", "jsonl"]
        case .unipen: ["unp", "dat"]
        case .gestureXML: ["xml"]
        }
    }
}
