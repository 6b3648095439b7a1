import Foundation
import InkFormats

extension InkFormatError {
    /// A copy whose `path`, when it names a file under `base` (the absolute URL of a path given
    /// on the command line), starts with that path as it was given instead, as sample ids do
    /// (``LabeledInk/naming(_:as:)``): skipped-record warnings and `info --json`'s
    /// `skipped_records` then read `Datasets/x.ndjson:3`, not the machine's absolute path.
    func naming(_ base: URL, as path: String) -> InkFormatError {
        var copy = self
        copy.path = self.path.map { LabeledInk.rebased($0, from: base.path, to: path) }
        return copy
    }
}
