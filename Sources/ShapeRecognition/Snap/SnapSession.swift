import InkCore

/// Snap-on-pause for a drawing canvas: feed it the pen's points as they arrive and it tells you when
/// to replace the ink with a shape and when to play feedback, as Apple Notes does when you pause at
/// the end of a stroke.
///
/// Drive it from touch handling: `begin` on touch down, `append` per touch sample, `update(time:)`
/// from a display-link timer (the pen can rest without producing points), `end(at:)` on touch up and
/// `cancel()` on touch cancel. Every call returns the events it caused as an array that is empty
/// or holds one event, never more (one feedback per instant; `SnapEvent` lists what each call can
/// return); play it with
/// `UICanvasFeedbackGenerator` (`pathCompleted(at:)`, `alignmentOccurred(at:)`) and render
/// `currentShape` (or `currentStroke` while it is `nil`).
///
/// 1. While drawing, the pen *holds* when every point of the last `holdDuration` lies within
///    `holdRadius` of the latest point. Then the stroke, without the jitter of the resting pen
///    (the points it made while resting but its latest), is recognized with the earlier strokes on
///    the canvas that group with it (all of them, then without the oldest, down to the stroke
///    alone: a label written just before an arrow does not block the arrow); the first confident
///    shape emits one `pathComplete` and replaces the ink, otherwise the ink stays and another
///    hold needs the pen to move off first. Pressing before the pen has left
///    `holdRadius` of where it touched down is not a hold: there is no stroke to snap yet (a dot,
///    or a pen settling before it writes, common in recorded handwriting).
/// 2. After a snap, moving the pen drags the point where it snapped: lines and arrows turn and
///    stretch about their start, closed shapes turn and scale about their centre, until `end` commits.
///    A drag that was drawing on instead (it wandered far beyond its displacement and shrank the
///    shape to a quarter, or to nothing: the pen paused at a box's first corner and went on round)
///    cancels the snap at `end`, and the whole stroke stays ink.
/// 3. A snapped or adjusted shape locks onto alignment guides (orientation steps, grid lines,
///    edges and centres of `registeredShapes`, which by default include every shape committed
///    before: `SnapConfiguration.registersSnappedShapes`). A call returns at most one event, one
///    haptic: the guides a snap engages ride on its `pathComplete`, and a drag that engages several
///    guides at once emits one `alignment` (see `SnapEvent`).
///
/// Handwriting does not snap: each held group is recognized in the context of `canvasInk`, the
/// other ink on the canvas, so a "0" or "1" written among text stays ink (see `canvasInk`).
///
/// Time is one clock for the whole session, in seconds: each point's `timeOffset` is read on it
/// (e.g. `UITouch.timestamp`), and must not go backwards from one point or stroke to the next.
/// This is not `InkPoint.timeOffset`'s meaning in an `InkStroke` (seconds from the stroke's first
/// point): pass absolute times, not each stroke's own from 0, or the second stroke throws
/// `SnapError.timeWentBackwards`. The ink the session keeps (`currentStroke`, `canvasInk`) is
/// rebased to stroke-relative times. Coordinates are canvas points. A stroke
/// does not hold while every gap between its successive points (points at one instant aside) is
/// `holdDuration` or longer: a pen samples at 60–240 Hz and a hold lasts 0.5 s, so such gaps
/// cannot be told from rests. A clock in milliseconds (ML Kit's `StrokePoint.t`, Android's event
/// times), whose samples lie 4–17 units apart, thus never holds rather than snapping at its first
/// sample gap; with `snapsOnPenUp` such a stroke is still recognized on pen-up. Convert
/// milliseconds to seconds.
///
/// Cost: `append` and `update(time:)` are amortized O(1) in the stroke's length (see `HoldDetector`);
/// recognition, O(stroke) and up, runs only on a hold (or on pen-up with `snapsOnPenUp`); adjusting and
/// alignment cost O(shape vertices + registered shapes) per point. `canvasInk` adds O(p) per
/// recognition for p canvas points (`ShapeRecognizer.recognize(_:context:)`).
///
/// Bad streams never trap: invalid points throw `SnapError` and are dropped; the other misuses are
/// documented no-ops on the methods.
public struct SnapSession: Sendable {
    public let configuration: SnapConfiguration
    /// Where the session is in the current stroke's life.
    public private(set) var state: SnapState = .idle
    /// The ink of the current (or last) stroke as drawn, times rebased to its first point, with
    /// the `id` given to `begin` and `startTime` the session-clock time of its first point (so
    /// the ink saves with its absolute times). Points that arrive after a snap move the shape and are not added,
    /// unless pen-up cancels the snap (a drag that was drawing on, see `end(at:)`): then the stroke is ink,
    /// all of it. Rejected and repeated points are left out.
    public private(set) var currentStroke = InkStroke(points: [])
    /// The earlier strokes the current shape was recognized with: their ink goes too.
    public private(set) var groupedStrokes: [InkStroke] = []
    /// Shapes whose edges and centres are alignment guides, by the identity `register(_:)` gave
    /// them (and `GuideSource` names). O(registered shapes) to build.
    public var registeredShapes: [RegisteredShapeID: Shape] {
        Dictionary(uniqueKeysWithValues: guideShapes.lazy.map { ($0.id, $0.shape) })
    }
    /// The ink on the canvas besides the stroke being drawn, in canvas points: the context each
    /// held group is recognized in (`ShapeRecognizing.recognize(_:context:)`). With
    /// `ShapeRecognizer`, a group at most twice the median extent of these strokes that no stroke
    /// end of them reaches (a "0" or "1" written among text) is handwriting and does not snap; a
    /// larger shape, one that its connectors reach, and anything drawn while the canvas holds
    /// fewer than 3 strokes snap as before; a square turned 20°–35° among upright boxes of
    /// these strokes is a diamond (a flowchart decision drawn askew), else a rotated rectangle.
    ///
    /// The session appends each stroke that ends as ink (its `currentStroke`: the session's own
    /// copy, times rebased, so it does not equal the app's stroke) and removes the earlier strokes
    /// a committed shape took in: a shape is not ink. Append the ink the session did not see drawn
    /// (a loaded page, pasted ink) and remove erased ink yourself: pass your stroke's identifier to
    /// `begin(_:id:)` and erase with `erase(id:)` (which also drops the guide of a shape committed
    /// from that stroke or a group it was in). Snapped shapes count only if you add their outlines.
    /// Grouping takes only the session's recent strokes still here (the same stroke, or one with
    /// its `id` and `startTime`): erased ink, either way, never joins a held shape.
    public var canvasInk: [InkStroke] = []

    private let recognizer: any ShapeRecognizing
    private var hold: HoldDetector
    private var aligner: Aligner
    private var strokeStartTime = 0.0
    private var lastPointTime: Double?
    private var penLocation = Vector2.zero
    /// Points delivered to `begin`/`append` since pen-down, accepted or not: the next `pointIndex`.
    private var deliveredPointCount = 0
    /// False at pen-down and after a hold was evaluated, until the pen leaves `holdRadius` of
    /// `holdLocation`.
    private var holdArmed = false
    /// The shortest time between successive points of the stroke, points at one instant aside
    /// (`nil` until two differ in time).
    private var shortestSampleGap: Double?
    private var holdLocation = Vector2.zero
    private var adjustment: Adjustment?
    /// The points drawn after the snap (rebased), which become ink if the snap is cancelled.
    private var dragInk: [InkPoint] = []
    /// The latest strokes that ended as ink, for grouping; filtered by `canvasInk` on each hold.
    private var recentStrokes: [FinishedStroke] = []
    /// The registered shapes in registration order, which decides ties between equally near guides.
    private var guideShapes: [(id: RegisteredShapeID, shape: Shape)] = []
    private var nextGuideID = 0
    /// The app's stroke ids (`begin(_:id:)`) of the strokes each shape the session registered
    /// itself was drawn with (its grouped strokes too), for `erase(id:)`.
    private var guideStrokeIDs: [RegisteredShapeID: [String]] = [:]

    /// The recognized shape the pen drags, and where it grabbed it.
    private struct Adjustment: Sendable {
        var base: Shape
        var anchor: Vector2
        var grab: Vector2
    }

    /// A session with the default `SnapConfiguration`, recognizing with `recognizer`.
    public init(recognizer: any ShapeRecognizing = ShapeRecognizer()) {
        self.init(validated: SnapConfiguration(), recognizer: recognizer)
    }

    /// A session with `configuration`, recognizing with `recognizer`.
    ///
    /// - Throws: `SnapConfigurationError` naming the first field out of range
    ///   (`configuration.problem`) and its value, e.g. a `holdDuration` of 0 s or a NaN
    ///   `holdRadius` taken from a settings screen.
    public init(
        configuration: SnapConfiguration, recognizer: any ShapeRecognizing = ShapeRecognizer()
    ) throws(SnapConfigurationError) {
        if let error = configuration.error { throw error }
        self.init(validated: configuration, recognizer: recognizer)
    }

    private init(validated configuration: SnapConfiguration, recognizer: any ShapeRecognizing) {
        self.configuration = configuration
        self.recognizer = recognizer
        hold = HoldDetector(duration: configuration.holdDuration, radius: configuration.holdRadius)
        aligner = Aligner(configuration: configuration.alignment)
    }

    /// The shape to render instead of the ink: snapped, being adjusted, or committed by the last `end`.
    public var currentShape: Shape? {
        switch state {
        case .snapped(let shape), .adjusting(let shape): shape
        case .ended(let shape): shape
        case .idle, .drawing: nil
        }
    }

    // MARK: Registered guides

    /// Make `shape`'s edges and centre lines alignment guides, e.g. each shape `end(at:)` commits
    /// (`if case .ended(let shape?) = session.state { id = session.register(shape) }`).
    /// - Returns: its identity, never reused by this session: keep it to `unregister` the shape
    ///   when the user erases or moves it. O(1).
    @discardableResult
    public mutating func register(_ shape: Shape) -> RegisteredShapeID {
        let id = RegisteredShapeID(rawValue: nextGuideID)
        nextGuideID += 1
        guideShapes.append((id, shape))
        return id
    }

    /// The guide identity of the shape the last `end(at:)` committed and registered
    /// (`SnapConfiguration.registersSnappedShapes`): keep it beside the shape to `unregister` it
    /// when the shape is erased or moved. `nil` from the next `begin`, after a stroke that ended
    /// as ink, and with `registersSnappedShapes` off.
    public private(set) var committedShapeID: RegisteredShapeID?

    /// Stop aligning to the shape registered as `id`; the other registered shapes keep their
    /// identities. A guide of it that the shape being dragged is locked onto lets go.
    /// - Returns: the shape, or `nil` when `id` is not registered (already removed: a no-op).
    /// - Complexity: O(registered shapes).
    @discardableResult
    public mutating func unregister(_ id: RegisteredShapeID) -> Shape? {
        guard let index = guideShapes.firstIndex(where: { $0.id == id }) else { return nil }
        aligner.release(id)
        guideStrokeIDs[id] = nil
        return guideShapes.remove(at: index).shape
    }

    /// The user erased the stroke the app named `id` in `begin(_:id:)`: its ink leaves
    /// `canvasInk`, and a shape the session committed from it (alone or grouped with other
    /// strokes) and registered stops being a guide. A no-op for an id the session does not hold.
    /// O(canvas strokes + registered shapes × their strokes).
    public mutating func erase(id: String) {
        canvasInk.removeAll { $0.id == id }
        for (guide, strokeIDs) in guideStrokeIDs where strokeIDs.contains(id) { unregister(guide) }
    }

    /// Stop aligning to any registered shape (the grid and orientation guides stay). Identities
    /// are not reused afterwards.
    public mutating func removeAllRegisteredShapes() {
        for (id, _) in guideShapes { aligner.release(id) }
        guideShapes.removeAll()
        guideStrokeIDs.removeAll()
    }

    // MARK: Pen events

    /// Pen down at `point` (its `timeOffset` on the session clock). Starts a stroke whose ink
    /// (`currentStroke`, then `canvasInk`) carries `id`, the app's name for the stroke (e.g. a
    /// UUID string), so the app can find it to erase it; `nil` leaves it unnamed.
    /// - Throws: `SnapError.strokeAlreadyActive` while a stroke is down; `.nonFinitePoint`,
    ///   `.coordinateOutOfRange` (beyond ±1e15 points), `.invalidTimestamp`, `.timeWentBackwards`
    ///   (before the previous stroke's last point) for a bad point. The session is unchanged after a throw.
    /// - Returns: no events (a hold needs time to pass).
    public mutating func begin(_ point: InkPoint, id: String? = nil) throws(SnapError) -> [SnapEvent] {
        guard !state.isPenDown else { throw .strokeAlreadyActive }
        let time = try validatedTime(of: point, index: 0)
        strokeStartTime = time
        lastPointTime = time
        penLocation = point.location
        deliveredPointCount = 1
        currentStroke = InkStroke(points: [rebased(point, time: time)], id: id, startTime: time)
        groupedStrokes = []
        hold.reset(at: point.location, time: time)
        holdArmed = false
        shortestSampleGap = nil
        holdLocation = point.location
        adjustment = nil
        dragInk = []
        committedShapeID = nil
        aligner.reset()
        state = .drawing
        return []
    }

    /// The pen moved to `point`. While drawing, the point extends the ink and may complete a hold;
    /// after a snap it adjusts the shape. A point repeating the previous one exactly (same time and
    /// location) is ignored; a different location at the same time is accepted (coalesced samples).
    /// - Throws: `SnapError.noActiveStroke` before `begin` or after `end`/`cancel`;
    ///   `.nonFinitePoint`, `.coordinateOutOfRange` (beyond ±1e15 points, `InkPoint.coordinateLimit`),
    ///   `.invalidTimestamp`, `.timeWentBackwards` for a bad point (dropped). The
    ///   error's `pointIndex` counts every point since `begin` (its point is 0), dropped ones too.
    /// - Complexity: amortized O(1) while drawing.
    public mutating func append(_ point: InkPoint) throws(SnapError) -> [SnapEvent] {
        guard state.isPenDown else { throw .noActiveStroke }
        let index = deliveredPointCount
        deliveredPointCount += 1
        let time = try validatedTime(of: point, index: index)
        guard time != lastPointTime || point.location != penLocation else { return [] }
        let interval = time - (lastPointTime ?? time)
        lastPointTime = time
        penLocation = point.location
        guard case .drawing = state else {
            dragInk.append(rebased(point, time: time))
            return adjust(at: time)
        }
        currentStroke.points.append(rebased(point, time: time))
        hold.add(point.location, time: time)
        // Coalesced samples (interval 0) say nothing about the clock's unit.
        if interval > 0 { shortestSampleGap = min(shortestSampleGap ?? interval, interval) }
        if !holdArmed, TouchSlop.hasLeft(holdLocation, at: point.location, radius: configuration.holdRadius) {
            holdArmed = true
        }
        return snapIfHolding(at: time)
    }

    /// Time passed with the pen down at `time` on the session clock: a timer's tick, so a resting pen
    /// that produces no points still completes its hold. A no-op (no events) when no stroke is being
    /// drawn, for a non-finite time, or for a time before the latest point.
    public mutating func update(time: Double) -> [SnapEvent] {
        guard case .drawing = state, time.isFinite, let last = lastPointTime, time >= last else { return [] }
        return snapIfHolding(at: time)
    }

    /// When a resting pen completes the hold, on the session clock: the earliest time `update(time:)`
    /// can emit events if no point arrives first (float rounding may put it one clock tick later).
    /// `nil` while only a point can change anything: no stroke being drawn, a snapped stroke, a
    /// pen that has not left `holdRadius` since pen-down or the last hold, or a stroke whose sample
    /// gaps are all `holdDuration` or longer (see the clock, above). An app can sleep until it
    /// (a one-shot timer) instead of ticking a display link; `SnapReplay` skips idle frames with it.
    /// - Complexity: O(1) when the hold window's bounding box decides, else O(points in the window).
    public var holdDeadline: Double? {
        guard case .drawing = state, holdArmed, samplesResolveHolds else { return nil }
        return hold.restingTime
    }

    /// Pen up at `time`: a hold that elapsed before it is honoured first, then the stroke commits —
    /// `state` becomes `.ended(shape)` with the snapped/adjusted shape (the strokes grouped into it
    /// leave `canvasInk`; with `registersSnappedShapes` it becomes a guide, `committedShapeID`), or `.ended(nil)` and the ink stays: it joins `canvasInk` and may group
    /// with the next strokes. A drag that was drawing on (`SnapDrag`: it shrank the shape to within
    /// `holdRadius`, a line whose end was dragged back onto its start; or its path after leaving
    /// `holdRadius` of the grab point, in steps of at least `holdRadius`, is longer than 1.5 × its
    /// displacement + `holdRadius` and the shape ends at most a quarter of its snapped size, a box drawn on round after its first corner's
    /// pause snapped a line) is not committed: the snap is cancelled and the whole stroke, the
    /// drag's points included, stays as ink. With `snapsOnPenUp` an unsnapped stroke is recognized now. A time
    /// that is not finite or before the latest point means the latest point's.
    /// A no-op (no events) when no stroke is down, e.g. a second `end`.
    public mutating func end(at time: Double) -> [SnapEvent] {
        guard state.isPenDown, let last = lastPointTime else { return [] }
        let endTime = time.isFinite ? max(time, last) : last
        var events = update(time: endTime)
        if case .drawing = state, configuration.snapsOnPenUp {
            events += snap(at: endTime)
        }
        if let shape = currentShape, !wentOnDrawing {
            // Only a committed shape uses up its group: a cancelled snap leaves it to the next stroke.
            recentStrokes.removeAll { groupedStrokes.contains($0.stroke) }
            for stroke in groupedStrokes {
                if let index = canvasInk.lastIndex(of: stroke) { canvasInk.remove(at: index) }
            }
            state = .ended(shape)
            if configuration.registersSnappedShapes {
                let id = register(shape)
                committedShapeID = id
                guideStrokeIDs[id] = (groupedStrokes + [currentStroke]).compactMap(\.id)
            }
        } else {
            // A cancelled snap loses nothing the pen drew: the drag was ink after all.
            currentStroke.points += dragInk
            dragInk = []
            canvasInk.append(currentStroke)
            remember(endingAt: endTime)
            state = .ended(nil)
        }
        return events
    }

    /// Whether the pen went on drawing after the snap instead of adjusting the shape (`SnapDrag`):
    /// a drag that shrank it to within `holdRadius`, or wandered and shrank it to a quarter (the pen went on
    /// round a rectangle after a line snapped on a corner pause). Such a shape is not committed or
    /// registered as a guide. A shape as snapped counts whatever its size (an app's larger
    /// `holdRadius` keeps small boxes).
    private var wentOnDrawing: Bool {
        guard case .adjusting(let shape) = state, let adjustment else { return false }
        return SnapDrag.wentOnDrawing(
            shape: shape, snapped: adjustment.base, path: dragInk.map(\.location), grab: adjustment.grab,
            holdRadius: configuration.holdRadius)
    }

    /// Touch cancelled: drop the stroke and any shape it snapped to; `state` becomes `.idle`. The
    /// earlier strokes a cancelled snap grouped stay ink and may group with the next stroke.
    /// A no-op when no stroke is down.
    @discardableResult
    public mutating func cancel() -> [SnapEvent] {
        guard state.isPenDown else { return [] }
        state = .idle
        adjustment = nil
        groupedStrokes = []
        return []
    }

    // MARK: Steps

    /// Whether the clock can tell a rest from the gap between two samples: some two successive
    /// points came less than `holdDuration` apart, or all came at one instant (a fast stroke on a
    /// coarse clock, as in the MMG recordings). Gaps all as long as a hold mean a clock in
    /// milliseconds (or a trace too sparse to judge), where every gap would look like a rest.
    private var samplesResolveHolds: Bool {
        shortestSampleGap.map { $0 < configuration.holdDuration } ?? true
    }

    private mutating func snapIfHolding(at time: Double) -> [SnapEvent] {
        guard holdArmed, samplesResolveHolds, hold.isResting(at: time) else { return [] }
        holdArmed = false
        holdLocation = penLocation
        // The pen rested since `time - holdDuration`: its jitter there is no part of the shape.
        return snap(at: time, restingSince: time - configuration.holdDuration)
    }

    /// Recognize the stroke with its candidate groups, longest first, then alone; on the first
    /// confident shape switch to `.snapped`, emit `pathComplete` and the alignments it engaged.
    /// A hold's snap recognizes the stroke without the points the pen made resting since
    /// `restStart` (session clock), ending where the pen is (`InkStroke.droppingRest(from:to:)`);
    /// the ink keeps them. At most 2 × `maximumStrokes` + 1 recognitions per hold (`outlineShape`).
    private mutating func snap(at time: Double, restingSince restStart: Double? = nil) -> [SnapEvent] {
        let stroke =
            restStart.map { currentStroke.droppingRest(from: $0 - strokeStartTime, to: time - strokeStartTime) }
            ?? currentStroke
        guard let bounds = stroke.bounds else { return [] }
        let groups = StrokeGrouping.candidateGroups(
            ofStrokeStartingAt: strokeStartTime, bounds: bounds, among: recentStrokesOnCanvas,
            configuration: configuration.grouping)
        var found: (shape: Shape, group: [InkStroke])?
        for group in groups.map({ $0.map(\.stroke) }) {
            guard let shape = outlineShape(of: group, with: stroke) else { continue }
            found = shape
            break
        }
        if found == nil, let shape = recognizer.recognize([stroke], context: canvasInk).shape {
            found = (shape, [])
        }
        guard let (shape, grouped) = found else { return [] }
        groupedStrokes = grouped
        adjustment = Adjustment(base: shape, anchor: shape.pivot, grab: penLocation)
        let aligned = aligner.align(shape, registered: guideShapes, pen: penLocation, time: time)
        state = .snapped(aligned.shape)
        // One feedback per instant: the guides engaged with the snap ride on its pathComplete.
        return [.pathComplete(shape: aligned.shape, guides: aligner.engagedGuides, location: penLocation, time: time)]
    }

    /// The shape `group` and `stroke` make, with the group's strokes that lie on its outline: a
    /// word that a box drawn round it was grouped with is not the box's ink (trial 18). When the
    /// earlier strokes off the outline are all marks no larger than its reach
    /// (`ShapeRecognizer.outlineReach(of:)`), the group is recognized once
    /// more without them (a dot drawn inside a box between its two halves stopped the box
    /// snapping, trial 25); `nil` when `stroke` itself lies off it, or all the earlier ones do.
    /// One or two recognitions.
    private func outlineShape(of group: [InkStroke], with stroke: InkStroke) -> (shape: Shape, group: [InkStroke])? {
        // The shape `earlier` and `stroke` make, with the indices of their strokes off its outline.
        func recognized(_ earlier: [InkStroke]) -> (shape: Shape, off: [Int])? {
            let strokes = earlier + [stroke]
            return recognizer.recognize(strokes, context: canvasInk.filter { !earlier.contains($0) }).shape.map {
                ($0, ShapeRecognizer.strokesOffOutline($0, strokes: strokes))
            }
        }
        guard let (shape, off) = recognized(group) else { return nil }
        if off.isEmpty { return (shape, group) }
        // Only marks smaller than the outline's reach (dots): letters left out of a word leave
        // strokes that can draw a box (FC writer14_7's text snapped to a rectangle).
        let reach = ShapeRecognizer.outlineReach(of: shape)
        guard off.last != group.count, off.count < group.count,
            off.allSatisfy({ group[$0].bounds.map { max($0.width, $0.height) <= reach } ?? true })
        else { return nil }
        let kept = group.indices.filter { !off.contains($0) }.map { group[$0] }
        guard let (retried, stillOff) = recognized(kept), stillOff.isEmpty else { return nil }
        return (retried, kept)
    }

    /// After a snap: drag the grabbed point to the pen (once it leaves the hold radius) and realign.
    private mutating func adjust(at time: Double) -> [SnapEvent] {
        guard let adjustment else { return [] }
        if case .snapped = state, penLocation.distance(to: adjustment.grab) <= configuration.holdRadius {
            return []
        }
        let dragged = adjustment.base.applying(.dragging(adjustment.grab, to: penLocation, about: adjustment.anchor))
        let aligned = aligner.align(dragged, registered: guideShapes, pen: penLocation, time: time)
        // A drag that overflows (pen at 1e300) keeps the last shape shown.
        guard aligned.shape.isFinite else { return [] }
        state = .adjusting(aligned.shape)
        // One feedback per instant (see `SnapEvent`): the others engaged silently.
        return aligned.event.map { [$0] } ?? []
    }

    /// The remembered strokes still in `canvasInk` (the same stroke, or one with its `id` and
    /// `startTime`): ink the app erased (`erase(id:)`, or removed from `canvasInk`) does not group
    /// (trial 19). O(remembered strokes × canvas strokes).
    private var recentStrokesOnCanvas: [FinishedStroke] {
        recentStrokes.filter { recent in
            canvasInk.contains { ink in
                ink == recent.stroke
                    || (ink.id != nil && ink.id == recent.stroke.id && ink.startTime == recent.stroke.startTime)
            }
        }
    }

    /// Keep the lifted ink for grouping with the next strokes, at most as many as a group can take.
    private mutating func remember(endingAt time: Double) {
        guard configuration.grouping.maximumStrokes > 0, let bounds = currentStroke.bounds else { return }
        recentStrokes.append(
            FinishedStroke(stroke: currentStroke, bounds: bounds, startTime: strokeStartTime, endTime: time))
        if recentStrokes.count > configuration.grouping.maximumStrokes { recentStrokes.removeFirst() }
    }

    private func validatedTime(of point: InkPoint, index: Int) throws(SnapError) -> Double {
        guard point.x.isFinite, point.y.isFinite else {
            throw .nonFinitePoint(pointIndex: index, x: point.x, y: point.y)
        }
        guard point.hasSupportedLocation else { throw .coordinateOutOfRange(pointIndex: index, x: point.x, y: point.y) }
        guard let time = point.timeOffset, time.isFinite else { throw .invalidTimestamp(pointIndex: index) }
        if let last = lastPointTime, time < last {
            throw .timeWentBackwards(pointIndex: index, previous: last, received: time)
        }
        return time
    }

    private func rebased(_ point: InkPoint, time: Double) -> InkPoint {
        var copy = point
        copy.timeOffset = time - strokeStartTime
        return copy
    }
}
