import InkFormats

/// Counts over labelled samples: what `inkrec info` reports per format and in total.
///
/// Encodes as `{"files", "drawings", "strokes", "points", "labels", "writers", "label_counts",
/// "splits"}` where `labels`/`writers` count distinct values (samples without a writer add none).
/// Adding a sample is O(strokes) plus hashing its label, writer and file.
public struct DatasetStatistics: Sendable, Equatable {
    public private(set) var drawings = 0
    public private(set) var strokes = 0
    public private(set) var points = 0
    public private(set) var labelCounts: [String: Int] = [:]
    public private(set) var splitCounts: [DatasetSplit: Int] = [:]
    private var writerSet: Set<String> = []
    private var fileSet: Set<String> = []

    public init() {}

    /// Counts `sample`, read from `file`.
    public mutating func add(_ sample: LabeledInk, file: String) {
        drawings += 1
        strokes += sample.drawing.strokes.count
        points += sample.drawing.pointCount
        labelCounts[sample.label, default: 0] += 1
        splitCounts[sample.split, default: 0] += 1
        if let writer = sample.writer { writerSet.insert(writer) }
        fileSet.insert(file)
    }

    public var files: Int { fileSet.count }
    public var labels: Int { labelCounts.count }
    public var writers: Int { writerSet.count }

    /// Labels by falling count, then by name.
    public var labelsByCount: [(label: String, count: Int)] {
        Formatting.mostFrequentFirst(labelCounts).map { ($0.key, $0.value) }
    }
}

extension DatasetStatistics: Encodable {
    private enum CodingKeys: String, CodingKey {
        case files, drawings, strokes, points, labels, writers, labelCounts = "label_counts", splits
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(files, forKey: .files)
        try container.encode(drawings, forKey: .drawings)
        try container.encode(strokes, forKey: .strokes)
        try container.encode(points, forKey: .points)
        try container.encode(labels, forKey: .labels)
        try container.encode(writers, forKey: .writers)
        try container.encode(labelCounts, forKey: .labelCounts)
        let splits = DatasetSplit.parts.map { ($0.rawValue, splitCounts[$0] ?? 0) }
        try container.encode(Dictionary(uniqueKeysWithValues: splits), forKey: .splits)
    }
}
