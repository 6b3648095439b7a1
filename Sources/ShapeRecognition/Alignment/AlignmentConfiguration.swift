/// Which guides snapped geometry locks onto, and how close it must come.
public struct AlignmentConfiguration: Sendable, Hashable {
    /// Turn alignment off entirely.
    public var isEnabled: Bool
    /// Orientation guides are the multiples of this angle, in radians: π/2 gives the canvas axes
    /// (0° and 90°); π/12 adds every 15°.
    public var angleStep: Double
    /// How far off a guide angle a line or shape may be and still turn onto it, in radians. 5°
    /// catches the usual 2–4° slant of a hand-drawn "horizontal" line but leaves a deliberate
    /// 10° tilt alone.
    public var angleTolerance: Double
    /// How close an edge, centre or endpoint must come to a guide line to move onto it, in points.
    /// 6 pt is under the hold radius, so a shape is never dragged further than the pen may wobble.
    public var distanceTolerance: Double
    /// Spacing of the canvas grid whose lines (x or y a multiple of it) are guides, in points;
    /// `nil` for no grid.
    public var gridSpacing: Double?
    /// Hysteresis: an engaged guide holds until the geometry is this many tolerances away, so a
    /// shape resting on the threshold does not flicker on and off (and fire repeated feedback).
    public var releaseFactor: Double

    public init(
        isEnabled: Bool = true, angleStep: Double = .pi / 2, angleTolerance: Double = 5 * .pi / 180,
        distanceTolerance: Double = 6, gridSpacing: Double? = nil, releaseFactor: Double = 1.5
    ) {
        self.isEnabled = isEnabled
        self.angleStep = angleStep
        self.angleTolerance = angleTolerance
        self.distanceTolerance = distanceTolerance
        self.gridSpacing = gridSpacing
        self.releaseFactor = releaseFactor
    }

    /// The canvas axes plus every 15°.
    public static let fifteenDegreeSteps = AlignmentConfiguration(angleStep: .pi / 12)

    var problem: SnapConfiguration.Problem? {
        if !(angleStep.isFinite && angleStep > 0 && angleStep <= .pi) { return .angleStep }
        if !(angleTolerance.isFinite && angleTolerance >= 0) { return .angleTolerance }
        if !(distanceTolerance.isFinite && distanceTolerance >= 0) { return .distanceTolerance }
        if let grid = gridSpacing, !(grid.isFinite && grid > 0) { return .gridSpacing }
        if !(releaseFactor.isFinite && releaseFactor >= 1) { return .releaseFactor }
        return nil
    }
}
