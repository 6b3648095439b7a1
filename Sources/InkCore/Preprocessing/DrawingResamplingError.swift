/// Why a drawing could not be resampled by time (`InkDrawing.resampled(timeStep:)`): which
/// stroke, and what its `ResamplingError` was.
public struct DrawingResamplingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index of the failing stroke in `strokes`, or `nil` when the time step itself is invalid.
    public var strokeIndex: Int?
    /// What went wrong; its point index counts within the stroke.
    public var reason: ResamplingError

    public init(strokeIndex: Int?, reason: ResamplingError) {
        self.strokeIndex = strokeIndex
        self.reason = reason
    }

    /// "stroke 2, point 5: time goes backwards (…)", or the reason alone for an invalid step.
    public var description: String {
        strokeIndex.map { "stroke \($0), \(reason)" } ?? reason.description
    }
}
