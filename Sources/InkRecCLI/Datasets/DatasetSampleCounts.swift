/// How many drawings each dataset path given on the command line gave, and how many samples were
/// judged from them, in command-line order: what an HTML report names in its header, so a page
/// says what it was computed on. The two differ where a drawing holds several samples (an FC
/// flowchart page, one per labelled stroke group) or none that is judged.
struct DatasetSampleCounts: Equatable {
    /// The paths as given, each once, in command-line order.
    let paths: [String]
    private var drawings: [String: Int] = [:]
    private var samples: [String: Int] = [:]

    /// The paths of `walked` that name something new: a path naming what an earlier one did
    /// (the same file or folder again, or spelt otherwise: `./a`, a symbolic link, a file inside
    /// a folder given before) is left out, as the reading reads those files once and warns of
    /// them ("given more than once: read once"); listed, it would show "(0 samples)". O(files).
    init(_ walked: [WalkedPath]) {
        var seenPaths = Set<String>(), seenFiles = Set<String>()
        paths = walked.filter { given in
            let files = given.fileIdentities
            defer { seenFiles.formUnion(files) }
            guard seenPaths.insert(given.identity).inserted else { return false }
            return given.isStandardInput || files.isEmpty || !seenFiles.isSuperset(of: files)
        }.map(\.path)
    }

    /// Counts one drawing read under `origin.path` and the `samples` judged from it (one by default).
    mutating func add(_ origin: SampleOrigin, samples: Int = 1) {
        drawings[origin.path, default: 0] += 1
        self.samples[origin.path, default: 0] += samples
    }

    /// Every path with its counts (0 for a path that gave none).
    var entries: [(path: String, drawings: Int, samples: Int)] {
        paths.map { ($0, drawings[$0] ?? 0, samples[$0] ?? 0) }
    }

    /// `"180 samples"`, or `"31 drawings, 672 samples"` when the counts differ.
    static func counted(drawings: Int, samples: Int) -> String {
        let judged = Formatting.count(samples, "sample")
        return drawings == samples ? judged : "\(Formatting.count(drawings, "drawing")), \(judged)"
    }
}
