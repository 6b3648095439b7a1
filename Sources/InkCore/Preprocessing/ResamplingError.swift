import Foundation

/// Why a stroke could not be resampled by time.
public enum ResamplingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The time step is zero, negative, NaN or infinite.
    case invalidTimeStep(Double)
    /// Point `point` has no `timeOffset`, or a NaN/infinite one.
    case missingTime(point: Int)
    /// `timeOffset` goes backwards at `point`; `InkStroke.repairingTime()` fixes this keeping the points.
    case nonMonotonicTime(point: Int)

    public var description: String {
        switch self {
        case .invalidTimeStep(let step):
            return "time step \(step) s: must be positive and finite"
        case .missingTime(let p):
            return "point \(p): no finite time offset, cannot resample by time"
        case .nonMonotonicTime(let p):
            return "point \(p): time goes backwards (repairingTime() makes it non-decreasing)"
        }
    }
}
