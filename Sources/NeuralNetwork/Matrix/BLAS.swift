internal import CBLAS

/// The only file that calls OpenBLAS/LAPACKE: every `Int` → `Int32` conversion and every status
/// check lives here, so the rest of the module stays in Swift types.
///
/// Shape mismatches are programmer errors and trap with a message in every build (not `assert`,
/// which vanishes in release builds and would let BLAS read out of bounds).
enum BLAS {
    /// `C ← alpha · op(A) · op(B) + beta · C`, all row-major.
    /// `op(A)` is m×k, `op(B)` is k×n, `C` is m×n; `lda`, `ldb`, `ldc` are the row strides as stored.
    static func gemm(
        transposeA: Bool, transposeB: Bool, m: Int, n: Int, k: Int, alpha: Float,
        a: UnsafePointer<Float>, lda: Int, b: UnsafePointer<Float>, ldb: Int,
        beta: Float, c: UnsafeMutablePointer<Float>, ldc: Int
    ) {
        guard m > 0, n > 0 else { return }
        cblas_sgemm(
            CblasRowMajor, transposeA ? CblasTrans : CblasNoTrans, transposeB ? CblasTrans : CblasNoTrans,
            int32(m), int32(n), int32(k), alpha, a, int32(max(lda, 1)), b, int32(max(ldb, 1)),
            beta, c, int32(max(ldc, 1)))
    }

    /// `y ← alpha · op(A) · x + beta · y` for a row-major `rows`×`columns` matrix A.
    static func gemv(
        transpose: Bool, rows: Int, columns: Int, alpha: Float, a: UnsafePointer<Float>,
        x: UnsafePointer<Float>, beta: Float, y: UnsafeMutablePointer<Float>
    ) {
        guard rows > 0, columns > 0 else { return }
        cblas_sgemv(
            CblasRowMajor, transpose ? CblasTrans : CblasNoTrans, int32(rows), int32(columns), alpha,
            a, int32(columns), x, 1, beta, y, 1)
    }

    /// Eigenvalues (ascending) and, in place of `a`, the row-major eigenvectors as columns of a
    /// symmetric n×n matrix (LAPACK `ssyev`). Throws when LAPACK reports a failure.
    static func symmetricEigen(n: Int, a: UnsafeMutablePointer<Float>, eigenvalues: UnsafeMutablePointer<Float>)
        throws(LinearAlgebraError)
    {
        guard n > 0 else { return }
        let info = LAPACKE_ssyev(
            LAPACK_ROW_MAJOR, Int8(UInt8(ascii: "V")), Int8(UInt8(ascii: "U")), int32(n), a, int32(n),
            eigenvalues)
        if info != 0 { throw .lapackFailure(routine: "ssyev", info: Int(info)) }
    }

    /// The number of threads OpenBLAS uses for the following calls (process-wide).
    static var threadCount: Int {
        get { Int(openblas_get_num_threads()) }
        set { openblas_set_num_threads(int32(max(1, newValue))) }
    }

    private static func int32(_ value: Int) -> Int32 {
        guard let converted = Int32(exactly: value) else {
            preconditionFailure("BLAS dimension \(value) does not fit in Int32")
        }
        return converted
    }
}

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
