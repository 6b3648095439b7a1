/// A failure reported by LAPACK.
public enum LinearAlgebraError: Error, CustomStringConvertible, Equatable {
    /// LAPACK returned a non-zero `info`: negative means argument `-info` was illegal, positive
    /// that the algorithm did not converge.
    case lapackFailure(routine: String, info: Int)

    public var description: String {
        switch self {
        case .lapackFailure(let routine, let info):
            info < 0
                ? "LAPACK \(routine): argument \(-info) was illegal"
                : "LAPACK \(routine) did not converge (info \(info))"
        }
    }
}
