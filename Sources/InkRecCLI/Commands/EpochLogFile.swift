import Foundation
import InkFiles

/// `train --log-json FILE`: the epochs of the run, written (atomically) only when the model they
/// describe is saved — at the end, and with each word-model checkpoint — so the log and the
/// `--out` model always belong together: a run stopped, or diverged, before saving a model
/// leaves an earlier log untouched, as it leaves the earlier model. A failed write does not stop
/// the training: it is reported on stderr, once.
final class EpochLogFile {
    private let url: URL?
    private let context: CommandContext
    private var warned = false
    /// The entries recorded since the last write, encoded when written.
    private var pending: (() throws -> Data)?

    /// - Parameter url: the checked `--log-json` file; `nil` writes nothing.
    init(url: URL?, context: CommandContext) {
        self.url = url
        self.context = context
    }

    /// Keeps `entries` (every epoch so far) as the log the next ``commit()`` writes; writes nothing.
    func record<Entries: Encodable>(_ entries: Entries) {
        guard url != nil else { return }
        pending = { try CommandContext.jsonEncoder.encode(entries) }
    }

    /// Replaces the file with the entries last recorded, once the model they describe is saved;
    /// the first failure prints a warning naming the file.
    func commit() {
        guard let url, let pending else { return }
        do {
            try AtomicFile.write(pending(), to: url)
        } catch {
            guard !warned else { return }
            warned = true
            context.printError("warning: cannot write the epoch log \(url.path): \(error.localizedDescription) (training goes on)")
        }
    }
}
