/// How many samples each dataset path given on the command line gave, in command-line order:
/// what an HTML report names in its header, so a page says what it was computed on.
struct DatasetSampleCounts: Equatable {
    /// The paths as given, each once, in command-line order.
    let paths: [String]
    private var counts: [String: Int] = [:]

    init(paths: [String]) {
        var seen = Set<String>()
        self.paths = paths.filter { seen.insert($0).inserted }
    }

    /// Counts one sample read under `origin.path`.
    mutating func add(_ origin: SampleOrigin) {
        counts[origin.path, default: 0] += 1
    }

    /// Every path with its count (0 for a path that gave none).
    var entries: [(path: String, samples: Int)] {
        paths.map { ($0, counts[$0] ?? 0) }
    }
}
