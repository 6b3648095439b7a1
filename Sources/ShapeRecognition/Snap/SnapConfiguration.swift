/// Tuning of a `SnapSession`. Distances are canvas points, times seconds, angles radians.
public struct SnapConfiguration: Sendable, Hashable {
    /// How long the pen must rest before the stroke is recognized, in seconds. 0.5 s is what
    /// shipping hold-to-snap note apps use: long enough that the natural slow-down at a corner
    /// (typically under 0.2 s) does not trigger it, short enough to feel deliberate.
    public var holdDuration: Double
    /// How far the pen may wander while resting, in points. 8 pt (UIKit points, about 132 to the
    /// inch on an iPad: about 1.5 mm) absorbs hand tremor and the jitter of a resting pencil tip
    /// while still rejecting a slow stroke.
    public var holdRadius: Double
    /// Also recognize when the pen lifts without a hold (a "shape tool" mode). Off by default:
    /// note apps keep ink that was not held.
    public var snapsOnPenUp: Bool
    /// The guides snapped shapes lock onto.
    public var alignment: AlignmentConfiguration
    /// When an earlier stroke counts as part of the current shape.
    public var grouping: StrokeGroupingConfiguration
    /// Make each shape `end(at:)` commits an alignment guide (its edges and centre lines), as
    /// `register(_:)` does, so the next shape aligns to it and plays `alignmentOccurred`. On by
    /// default: a canvas that plays alignment feedback aligns shapes to the shapes already on
    /// it, as drawing apps' shape tools do, without the app wiring each commit back. `unregister` the
    /// `committedShapeID`, or `erase(id:)` the stroke id given to `begin(_:id:)`, when the shape
    /// goes; turn it off when the app registers guides itself (shapes loaded from a file).
    public var registersSnappedShapes: Bool

    public init(
        holdDuration: Double = 0.5, holdRadius: Double = 8, snapsOnPenUp: Bool = false,
        alignment: AlignmentConfiguration = AlignmentConfiguration(),
        grouping: StrokeGroupingConfiguration = StrokeGroupingConfiguration(), registersSnappedShapes: Bool = true
    ) {
        self.holdDuration = holdDuration
        self.holdRadius = holdRadius
        self.snapsOnPenUp = snapsOnPenUp
        self.alignment = alignment
        self.grouping = grouping
        self.registersSnappedShapes = registersSnappedShapes
    }

    /// The first value that makes the configuration unusable, or `nil` when every value is finite
    /// and in range.
    public var problem: Problem? {
        if !(holdDuration.isFinite && holdDuration > 0) { return .holdDuration }
        if !(holdRadius.isFinite && holdRadius >= 0) { return .holdRadius }
        return alignment.problem ?? grouping.problem
    }
}

/// When earlier strokes are recognized together with the current one (a rectangle drawn as two
/// L-shaped strokes, an arrow whose head is a second stroke).
public struct StrokeGroupingConfiguration: Sendable, Hashable {
    /// The longest pen-up pause between strokes of one shape, in seconds.
    public var maximumPause: Double
    /// The largest gap between a stroke's bounding box and that of the strokes of the group it
    /// reaches the stroke being drawn through, in points (see `SnapSession`'s grouping).
    public var maximumGap: Double
    /// How many earlier strokes a group may take in at most.
    public var maximumStrokes: Int

    /// Defaults: 1 s of pause and a 24 pt gap keep an arrowhead or a closing side with its shaft
    /// without pulling in a neighbouring word; 4 earlier strokes cover a rectangle drawn side by side.
    public init(maximumPause: Double = 1, maximumGap: Double = 24, maximumStrokes: Int = 4) {
        self.maximumPause = maximumPause
        self.maximumGap = maximumGap
        self.maximumStrokes = maximumStrokes
    }

    var problem: SnapConfiguration.Problem? {
        if !(maximumPause.isFinite && maximumPause >= 0) { return .groupingPause }
        if !(maximumGap.isFinite && maximumGap >= 0) { return .groupingGap }
        if maximumStrokes < 0 { return .groupingStrokeCount }
        return nil
    }
}
