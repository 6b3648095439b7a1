import InkCore

/// What writing labelled samples in a format leaves out or changes, found before writing, so a
/// library caller (and `inkrec convert`, which prints it as a warning) learns what a file will
/// not hold.
///
/// ```swift
/// let loss = FormatLoss(writing: samples, as: .labeledNDJSON)
/// if !loss.isEmpty { print("ndjson drops", loss.names, "from", loss.drawings, "drawings") }
/// ```
///
/// What each writer keeps (everything else is a loss):
///
/// | format | point channels | drawing and sample |
/// | --- | --- | --- |
/// | inkrec JSON (`InkJSON`) | all | all |
/// | labelled ndjson (`LabeledNDJSON`) | time | stroke start times, groups, annotations, label, writer, id, split |
/// | InkML (`inkMLData()`, with `inkrec convert`'s label/writer/id/split annotations) | time, force, azimuth, altitude, each when every point of the stroke has it | stroke style (a `#RRGGBB` colour, a finite width ≥ 0), unique stroke ids, start times, groups, annotations |
/// | UNIPEN (`UnipenWriter`) | time when every point has it (whole milliseconds) | label, writer, the `dataset: unipen` annotation its reader sets; x, y rounded to whole units |
/// | $1 gesture XML (`GestureLogWriter`) | time when every point has it | label without `~`, writer (`Subject`) |
/// | Quick, Draw! (`QuickDrawWriter`) | time when every point has it (whole milliseconds) | label, writer (`key_id`), `countrycode`/`recognized`/`timestamp` and the reader's `dataset: quickdraw` annotations; x, y rounded |
///
/// A split is lost when the reader's rule for the format would put the written sample in
/// another part (UNIPEN and Quick, Draw! hash the writer; $1 logs take the subject number, MMG
/// names the user); an id is lost when it is the source's own (not the default `source`), as
/// those formats name samples by file and record. O(points).
///
/// `description` reads `"nothing lost (json, 2 samples)"` when nothing is lost, else each loss
/// with the samples it touches, `"inkml loses size (1 of 2 samples), stroke ids (2 of 2
/// samples)"`: the names of `kinds`, counted apart.
public struct FormatLoss: Sendable, Hashable, CustomStringConvertible {
    /// What beyond point channels a format may lose.
    public struct Content: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `InkStroke.inkType`, `color` and `width` (InkML: a colour other than `#RRGGBB`, a
        /// negative or non-finite width).
        public static let strokeStyle = Content(rawValue: 1 << 0)
        /// `InkStroke.id` (for InkML: an empty id, read back as none, and a repeated one, read
        /// back as the made-up `trace<index>`).
        public static let strokeIDs = Content(rawValue: 1 << 1)
        /// `InkStroke.startTime`: dropped, or invented where some strokes have one and others not
        /// (a stroke then starts where the one before it ended), or shifted so that the first
        /// stroke starts at 0 (Quick, Draw! keeps a first start above 0, in whole milliseconds).
        /// Starts read back for a drawing that had none are no loss.
        public static let strokeStartTimes = Content(rawValue: 1 << 2)
        /// Strokes without points ($1 logs leave them out).
        public static let emptyStrokes = Content(rawValue: 1 << 3)
        /// `InkDrawing.groups` (for InkML: a group id that is empty or that a stroke or an
        /// earlier group has, read back as none, or a group label with a C0 control).
        public static let groups = Content(rawValue: 1 << 4)
        /// `InkDrawing.annotations` (those the format has no place for; in InkML, those holding a
        /// character XML cannot carry, a C0 control, which reads back as U+FFFD).
        public static let annotations = Content(rawValue: 1 << 5)
        /// A label the format cannot hold as it is ($1, InkML: a C0 control character XML cannot
        /// carry, read back as U+FFFD; $1: cut at a `~`; UNIPEN: a line break).
        public static let labels = Content(rawValue: 1 << 6)
        /// A writer the format cannot hold as it is (UNIPEN: runs of white space become one space;
        /// $1, InkML: a C0 control character).
        public static let writers = Content(rawValue: 1 << 7)
        /// `LabeledInk.id` where it is the source's own (InkML: one with a C0 control character).
        public static let sampleIDs = Content(rawValue: 1 << 8)
        /// `LabeledInk.split`, where the reader's rule gives another part.
        public static let splits = Content(rawValue: 1 << 9)
        /// Coordinates or milliseconds that are not whole numbers, rounded to the nearest (halves
        /// away from zero) by formats that store integers.
        public static let fractions = Content(rawValue: 1 << 10)
    }

    /// The format written.
    public let format: InkFormat
    /// Point channels beyond x and y that some point has and the format never writes.
    public private(set) var channels: InkChannels = []
    /// Channels the format writes only when every point of a drawing (InkML: of a stroke) has
    /// them, present on only some points of one (and so dropped from it).
    public private(set) var unevenChannels: InkChannels = []
    public private(set) var content: Content = []
    /// Samples that lose anything.
    public private(set) var drawings = 0
    /// Samples examined.
    public private(set) var samples = 0
    /// Samples losing each channel and each content, by their `rawValue`s.
    private var channelSamples: [Int: Int] = [:]
    private var contentSamples: [Int: Int] = [:]

    /// One kind of loss (a channel, a channel on only some points, a ``Content``) and the
    /// samples that lose it.
    public struct Kind: Sendable, Hashable {
        /// As in ``FormatLoss/names``: `"force"`, `"time (on only some points)"`, `"splits"`.
        public let name: String
        /// Samples that lose it, of ``FormatLoss/samples``.
        public let samples: Int
    }

    /// Whether the samples are written without loss.
    public var isEmpty: Bool { drawings == 0 }

    /// What writing `samples` as `format` loses. O(points).
    public init(writing samples: [LabeledInk], as format: InkFormat) {
        self.format = format
        self.samples = samples.count
        let rules = Rules(format)
        for sample in samples {
            var some = InkChannels(), every: InkChannels?, uneven = InkChannels()
            for stroke in sample.drawing.strokes {
                var strokeSome = InkChannels(), strokeEvery: InkChannels?
                for point in stroke.points {
                    strokeSome.formUnion(point.channels)
                    strokeEvery = strokeEvery?.intersection(point.channels) ?? point.channels
                }
                some.formUnion(strokeSome)
                every = strokeEvery.map { every?.intersection($0) ?? $0 } ?? every
                if rules.everyPoint == .ofStroke { uneven.formUnion(strokeSome.subtracting(strokeEvery ?? [])) }
            }
            if rules.everyPoint == .ofDrawing { uneven = some.subtracting(every ?? []) }
            uneven.formIntersection(rules.channels)
            let lost = some.subtracting(rules.channels)
            let content = rules.lostContent(sample)
            if !lost.isEmpty || !uneven.isEmpty || !content.isEmpty { drawings += 1 }
            let lostOrUneven = lost.union(uneven)
            for (channel, _) in InkChannels.named where lostOrUneven.contains(channel) { channelSamples[channel.rawValue, default: 0] += 1 }
            for (kind, _) in Self.contentNames where content.contains(kind) { contentSamples[kind.rawValue, default: 0] += 1 }
            channels.formUnion(lost)
            unevenChannels.formUnion(uneven)
            self.content.formUnion(content)
        }
    }

    /// The losses in words, channels first: `"force"`, `"time (on only some points)"`,
    /// `"stroke style"`, `"splits"`, `"fractions (rounded)"`.
    public var names: [String] { kinds.map(\.name) }

    /// Each loss with the samples it touches, in ``names`` order: a sample losing force and
    /// another losing stroke ids count 1 each, not 2 for both.
    public var kinds: [Kind] {
        let channelKinds = InkChannels.named.compactMap { channel, name in
            channelSamples[channel.rawValue].map {
                Kind(name: unevenChannels.contains(channel) ? "\(name) (on only some points)" : name, samples: $0)
            }
        }
        return channelKinds + Self.contentNames.compactMap { content, name in contentSamples[content.rawValue].map { Kind(name: name, samples: $0) } }
    }

    // Spelled out: the synthesized reflection printed the empty `InkChannels` as "x,y", so a
    // lossless write read as if x and y were lost.
    public var description: String {
        let total = "\(samples) sample\(samples == 1 ? "" : "s")"
        guard !isEmpty else { return "nothing lost (\(format), \(total))" }
        return "\(format) loses " + kinds.map { "\($0.name) (\($0.samples) of \(total))" }.joined(separator: ", ")
    }

    /// Each content kind with its name, in ``names`` order.
    private static let contentNames: [(Content, String)] = [
        (.strokeStyle, "stroke style"), (.strokeIDs, "stroke ids"), (.strokeStartTimes, "stroke start times"),
        (.emptyStrokes, "empty strokes"), (.groups, "groups"), (.annotations, "annotations"), (.labels, "labels"),
        (.writers, "writers"), (.sampleIDs, "sample ids"), (.splits, "splits"), (.fractions, "fractions (rounded)"),
    ]
}

/// What one format's writer keeps.
private struct Rules {
    let format: InkFormat
    /// Channels beyond x and y the writer can write.
    let channels: InkChannels
    /// Where a channel is written only when every point has it: the drawing (UNIPEN, $1,
    /// Quick, Draw!), each stroke (InkML, by its own context), or nowhere (the JSON formats).
    let everyPoint: Scope

    enum Scope { case ofDrawing, ofStroke, nowhere }

    init(_ format: InkFormat) {
        self.format = format
        switch format {
        case .inkJSON: channels = [.time, .force, .azimuth, .altitude, .size, .opacity]
        case .inkml: channels = [.time, .force, .azimuth, .altitude]
        case .labeledNDJSON, .unipen, .gestureXML, .quickDraw: channels = [.time]
        }
        switch format {
        case .inkJSON, .labeledNDJSON: everyPoint = .nowhere
        case .inkml: everyPoint = .ofStroke
        case .unipen, .gestureXML, .quickDraw: everyPoint = .ofDrawing
        }
    }

    func lostContent(_ sample: LabeledInk) -> FormatLoss.Content {
        let drawing = sample.drawing
        let strokes = drawing.strokes
        var lost: FormatLoss.Content = []
        switch format {
        case .inkJSON:
            return []
        case .labeledNDJSON:
            if strokes.contains(where: { $0.id != nil }) { lost.insert(.strokeIDs) }
        case .inkml:
            let ids = InkMLIDs(drawing)
            // A C0 control, which XML cannot carry, reads back as U+FFFD.
            let altered = { (text: String) in XMLEscaping.readBack(text) != text }
            if ids.losesStrokeIDs { lost.insert(.strokeIDs) }
            if ids.losesGroupIDs || drawing.groups.contains(where: { $0.label.map(altered) ?? false }) { lost.insert(.groups) }
            if drawing.annotations.contains(where: { altered($0.key) || altered($0.value) }) { lost.insert(.annotations) }
            if altered(sample.label) { lost.insert(.labels) }
            if sample.writer.map(altered) ?? false { lost.insert(.writers) }
            if altered(sample.id) { lost.insert(.sampleIDs) }
        case .unipen, .gestureXML, .quickDraw:
            if strokes.contains(where: { $0.id != nil }) { lost.insert(.strokeIDs) }
            if !drawing.startTimesSurviveWrittenTimes(keepingClockStart: format == .quickDraw) {
                lost.insert(.strokeStartTimes)
            }
            if !drawing.groups.isEmpty { lost.insert(.groups) }
            if sample.id != sample.source { lost.insert(.sampleIDs) }
            lost.formUnion(formatContent(sample))
        }
        // InkML brushes hold a style unless a colour is not #RRGGBB or a width is negative or not finite.
        let keepsStyle = { (stroke: InkStroke) -> Bool in
            format == .inkml ? InkMLBrush.holdsStyle(of: stroke) : stroke.inkType == nil && stroke.color == nil && stroke.width == nil
        }
        if !strokes.allSatisfy(keepsStyle) { lost.insert(.strokeStyle) }
        return lost
    }

    /// What only this format loses, with the split: the part the format's reader gives the
    /// written sample, where it is not the sample's.
    private func formatContent(_ sample: LabeledInk) -> FormatLoss.Content {
        let drawing = sample.drawing
        var lost: FormatLoss.Content = []
        let readSplit: DatasetSplit?
        switch format {
        case .gestureXML:
            if drawing.strokes.contains(where: \.isEmpty) { lost.insert(.emptyStrokes) }
            if !drawing.annotations.isEmpty { lost.insert(.annotations) }
            let read = GestureLogWriter.readBack(sample)
            if read.label != sample.label { lost.insert(.labels) }
            if read.writer != sample.writer { lost.insert(.writers) }
            readSplit = read.split
        case .unipen:
            readSplit = sample.writer.flatMap(UnipenWriter.writerID).map { .hashed($0) }
            if drawing.annotations.contains(where: { !LabeledInk.isImplied(annotation: $0.key, value: $0.value, by: .unipen) }) {
                lost.insert(.annotations)
            }
            if sample.label.contains(where: \.isNewline) { lost.insert(.labels) }
            if let writer = sample.writer, writer != UnipenWriter.writerID(writer) { lost.insert(.writers) }
            if Self.hasFractions(drawing) { lost.insert(.fractions) }
        case .quickDraw:
            readSplit = sample.writer.map { .hashed($0) }
            if drawing.annotations.contains(where: { !QuickDrawWriter.keeps(annotation: $0.key, value: $0.value) }) {
                lost.insert(.annotations)
            }
            if Self.hasFractions(drawing) || !Self.isWholeMilliseconds(drawing.quickDrawClockStart) { lost.insert(.fractions) }
        case .inkJSON, .labeledNDJSON, .inkml:
            return lost
        }
        if readSplit != sample.split { lost.insert(.splits) }
        return lost
    }

    /// Whether a coordinate, or a time in milliseconds, is no whole number. Times are sums of a
    /// start and an offset in seconds, so a millionth of a millisecond of binary noise is allowed.
    private static func hasFractions(_ drawing: InkDrawing) -> Bool {
        if drawing.strokes.contains(where: { $0.points.contains { $0.x != $0.x.rounded() || $0.y != $0.y.rounded() } }) {
            return true
        }
        return drawing.writtenTimes?.contains { $0.contains { !isWholeMilliseconds($0) } } ?? false
    }

    /// Whether `seconds` is a whole number of milliseconds, up to a millionth of one.
    private static func isWholeMilliseconds(_ seconds: Double) -> Bool {
        DecimalText.wholeMilliseconds(seconds) != nil
    }
}
