import Foundation
import InkFiles
import InkFormats

/// The rule every command that writes a file follows: its output must not be one of its own
/// inputs (a dataset, `--model`, `--lexicon`, `--init`, `--characters`, `--vocabulary`, a word
/// list) nor lie inside an input folder, nor be a folder holding an input (`convert` to a folder
/// replaces the folder), so a mistyped option can never replace what the command reads.
/// Paths are compared resolved (symlinks followed, `.` and `..` removed).
enum OutputOverlap {
    /// - Parameters:
    ///   - output: the file or folder about to be written.
    ///   - inputs: the command's inputs as given on the command line, with their URLs.
    ///   - allowsInsideInputFolder: an output inside an input folder is allowed while it is new:
    ///     missing, or a folder holding no file a walk of the input folder lists (`convert`). An
    ///     existing file there, or a folder holding one, is (or could be) an input, and refused.
    /// - Throws: ``CommandError/usage(_:)`` naming both paths, also when an input lies inside the
    ///   output (a folder). O(inputs), plus O(files under the output) for an output inside an input folder.
    static func check(_ output: URL, against inputs: [(path: String, url: URL)], allowsInsideInputFolder: Bool = false) throws {
        let resolvedOutput = output.resolvedFileURL
        for input in inputs {
            let resolvedInput = input.url.resolvedFileURL
            if resolvedOutput.path == resolvedInput.path {
                throw CommandError.usage("the output \(output.path) is the input \(input.path): choose another output path")
            }
            if resolvedOutput.isInside(resolvedInput) {
                guard allowsInsideInputFolder else {
                    throw CommandError.usage("the output \(output.path) lies inside the input folder \(input.path): choose another output path")
                }
                // A walk passes over hidden names, as `InkDataset.files(under:)` does; a missing output lists nothing.
                if let read = (try? InkDataset.files(under: [output]))?.first {
                    let what = read == output ? "is a file" : "holds \(read.path), a file"
                    throw CommandError.usage(
                        "the output \(output.path) lies inside the input folder \(input.path) and \(what) of that input: choose another output path")
                }
            }
            if resolvedInput.isInside(resolvedOutput) {
                throw CommandError.usage("the input \(input.path) lies inside the output folder \(output.path): choose another output folder")
            }
        }
    }
}

extension URL {
    /// Whether this path is `other` or lies inside it (paths standardized, not resolved).
    func isInside(_ other: URL) -> Bool {
        let path = standardizedFileURL.path, folder = other.standardizedFileURL.path
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// This file URL with symlinks followed: the whole path when it exists; for a dangling link,
    /// the missing file a write through it creates (`AtomicFile.destination(of:)`); else its
    /// folder's (an output file not written yet can still be reached through a linked folder).
    var resolvedFileURL: URL {
        if FileManager.default.fileExists(atPath: path) { return standardizedFileURL.resolvingSymlinksInPath() }
        if let target = try? AtomicFile.destination(of: self), target.path != absoluteURL.path { return target.resolvedFileURL }
        let folder = deletingLastPathComponent()
        guard folder.path != path else { return standardizedFileURL }
        return folder.resolvedFileURL.appendingPathComponent(lastPathComponent)
    }
}
