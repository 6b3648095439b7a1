#if canImport(Accelerate)
internal import Accelerate
#else
internal import CBLAS
#endif

/// The package's only door to BLAS: Accelerate on Apple platforms (nothing to install), OpenBLAS's
/// CBLAS elsewhere (the `CBLAS` system library). Both declare the same `cblas_sgemm` and
/// `cblas_sgemv`, so only the import and the thread setting differ; every `Int` → `Int32`
/// conversion lives here, so callers stay in Swift types.
///
/// Shape mismatches are programmer errors and trap with a message in every build (not `assert`,
/// which vanishes in release builds and would let BLAS read out of bounds).
package enum BLAS {
    /// `C ← alpha · op(A) · op(B) + beta · C`, all row-major.
    /// `op(A)` is m×k, `op(B)` is k×n, `C` is m×n; `lda`, `ldb`, `ldc` are the row strides as stored.
    package static func gemm(
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
    package static func gemv(
        transpose: Bool, rows: Int, columns: Int, alpha: Float, a: UnsafePointer<Float>,
        x: UnsafePointer<Float>, beta: Float, y: UnsafeMutablePointer<Float>
    ) {
        guard rows > 0, columns > 0 else { return }
        cblas_sgemv(
            CblasRowMajor, transpose ? CblasTrans : CblasNoTrans, int32(rows), int32(columns), alpha,
            a, int32(columns), x, 1, beta, y, 1)
    }

    /// The number of threads OpenBLAS uses for the following calls (process-wide). Accelerate
    /// chooses its threads itself: there it reads 0 and setting it does nothing.
    package static var threadCount: Int {
        get {
            #if canImport(Accelerate)
            0
            #else
            Int(openblas_get_num_threads())
            #endif
        }
        set {
            #if !canImport(Accelerate)
            openblas_set_num_threads(int32(max(1, newValue)))
            #endif
        }
    }

    /// `value` as the 32-bit integer BLAS and LAPACK take; traps when it does not fit.
    static func int32(_ value: Int) -> Int32 {
        guard let converted = Int32(exactly: value) else {
            preconditionFailure("BLAS dimension \(value) does not fit in Int32")
        }
        return converted
    }
}
