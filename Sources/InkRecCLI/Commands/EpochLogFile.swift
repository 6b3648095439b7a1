import Foundation

/// `train --log-json FILE`: the epochs so far, rewritten atomically after each epoch so a stopped
/// run leaves its curve. A failed write does not stop the training: it is reported on stderr, once.
final class EpochLogFile {
    private let url: URL?
    private let context: CommandContext
    private var warned = false

    /// - Parameter url: the checked `--log-json` file; `nil` writes nothing.
    init(url: URL?, context: CommandContext) {
        self.url = url
        self.context = context
    }

    /// Replaces the file with `entries` as JSON; the first failure prints a warning naming the file.
    func write(_ entries: some Encodable) {
        guard let url else { return }
        do {
            try CommandContext.jsonEncoder.encode(entries).write(to: url, options: .atomic)
        } catch {
            guard !warned else { return }
            warned = true
            context.printError("warning: cannot write the epoch log \(url.path): \(error.localizedDescription) (training goes on)")
        }
    }
}
