#if canImport(Accelerate)
internal import Accelerate
#else
internal import CBLAS
#endif

/// The package's only door to LAPACK, for the two eigenproblems it solves. Both libraries are
/// called the same way, column-major with a workspace the caller provides: Accelerate through its
/// CLAPACK interface (`dgeev_`, `ssyev_`, in every iOS and macOS release the package supports),
/// elsewhere through reference LAPACKE's `_work` functions. Only the two calls at the end differ.
package enum LAPACK {
    /// Eigenvalues (ascending) of a symmetric row-major n×n matrix `a`, whose upper triangle
    /// alone is read, and in place of `a` the unit eigenvectors, eigenvector `k` in row `k`
    /// (LAPACK `ssyev`). Each eigenvector's sign is whatever the library's algorithm leaves.
    /// - Returns: LAPACK's `info`: 0 on success, negative for an illegal argument, positive when
    ///   the algorithm did not converge. A NaN or infinite entry in the upper triangle is refused
    ///   as `LAPACKE_ssyev` refuses it, with −5 (its fifth argument, the matrix, is illegal).
    /// - Complexity: O(n³).
    package static func symmetricEigen(n: Int, a: UnsafeMutablePointer<Float>, eigenvalues: UnsafeMutablePointer<Float>) -> Int {
        guard n > 0 else { return 0 }
        for row in 0..<n where !(row..<n).allSatisfy({ a[row * n + $0].isFinite }) { return -5 }
        // Read column-major, the row-major matrix is its transpose: its lower triangle ("L") is
        // the row-major upper one, and the eigenvector columns LAPACK writes are row-major rows.
        var size: Float = 0
        let query = ssyev(n: BLAS.int32(n), a: a, w: eigenvalues, work: &size, lwork: -1)
        guard query == 0 else { return Int(query) }
        // Truncated, as LAPACKE takes it.
        var work = [Float](repeating: 0, count: max(1, Int(size)))
        return Int(ssyev(n: BLAS.int32(n), a: a, w: eigenvalues, work: &work, lwork: BLAS.int32(work.count)))
    }

    /// Real eigenvectors of a general 3×3 matrix (row-major, in the first 9 lanes), by LAPACK
    /// `dgeev`.
    ///
    /// The same computation as `LAPACKE_dgeev` on the row-major matrix, which transposes it,
    /// asks for the workspace size and allocates it on every call: here the matrix is passed
    /// column-major as transposed, the workspace size asked once per process, and the matrix,
    /// eigenvectors and workspace are on the stack.
    ///
    /// - Returns: pairs of (eigenvalue, right eigenvector) for the eigenvalues whose imaginary part
    ///   is zero, or `nil` when LAPACK reports a failure (non-zero `info`) or the input is not finite.
    /// - Complexity: O(1) (a fixed 3×3 QR iteration).
    package static func realEigenvectors3x3(_ matrix: SIMD16<Double>) -> [(value: Double, vector: SIMD3<Double>)]? {
        guard (0..<9).allSatisfy({ matrix[$0].isFinite }), let workspace = dgeevWorkspace3x3 else { return nil }
        // On the stack: the matrix (column-major: column j holds the row-major matrix's column
        // j), the eigenvalues' real and imaginary parts (3 each), the left eigenvectors LAPACK is
        // told not to compute (3×3, never written), the right eigenvectors (3×3), then the
        // workspace.
        let size = Int(workspace)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 33 + size) { buffer in
            let a = buffer.baseAddress!, wr = a + 9, wi = wr + 3, vl = wr + 6, vr = wr + 15, work = wr + 24
            for k in 0..<9 { a[k] = matrix[3 * (k % 3) + k / 3] }
            for k in 0..<9 { vr[k] = 0 }
            let info = dgeev3x3(a: a, wr: wr, wi: wi, vl: vl, vr: vr, work: work, lwork: workspace)
            guard info == 0 else { return nil }
            var result: [(value: Double, vector: SIMD3<Double>)] = []
            result.reserveCapacity(3)
            for k in 0..<3 where wi[k] == 0 {
                // Column-major VR: column k holds the k-th eigenvector.
                result.append((wr[k], SIMD3(vr[3 * k], vr[3 * k + 1], vr[3 * k + 2])))
            }
            return result
        }
    }

    /// The workspace size `LAPACKE_dgeev` asks for on a 3×3 matrix (left eigenvectors not
    /// wanted): the same on every call, so asked once. `nil` when LAPACK fails the query.
    private static let dgeevWorkspace3x3: Int32? = {
        var a = [Double](repeating: 0, count: 9), vl = a, vr = a
        var wr = [0.0, 0.0, 0.0], wi = wr, size = 0.0
        let info = dgeev3x3(a: &a, wr: &wr, wi: &wi, vl: &vl, vr: &vr, work: &size, lwork: -1)
        // Truncated, as `LAPACKE_dgeev` takes it.
        return info == 0 && size >= 1 ? Int32(size) : nil
    }()

    private static let jobNone = CChar(UInt8(ascii: "N"))
    private static let jobVectors = CChar(UInt8(ascii: "V"))
    private static let lowerTriangle = CChar(UInt8(ascii: "L"))

    /// `dgeev` on a column-major 3×3 `a`, right eigenvectors only; `lwork` −1 asks for the
    /// workspace size (in `work[0]`). Returns LAPACK's `info`.
    private static func dgeev3x3(
        a: UnsafeMutablePointer<Double>, wr: UnsafeMutablePointer<Double>, wi: UnsafeMutablePointer<Double>,
        vl: UnsafeMutablePointer<Double>, vr: UnsafeMutablePointer<Double>, work: UnsafeMutablePointer<Double>,
        lwork: Int32
    ) -> Int32 {
        #if canImport(Accelerate)
        var (jobvl, jobvr) = (jobNone, jobVectors)
        var (n, lda, ldvl, ldvr): (__CLPK_integer, __CLPK_integer, __CLPK_integer, __CLPK_integer) = (3, 3, 3, 3)
        var (lworkCopy, info) = (__CLPK_integer(lwork), __CLPK_integer(0))
        dgeev_(&jobvl, &jobvr, &n, a, &lda, wr, wi, vl, &ldvl, vr, &ldvr, work, &lworkCopy, &info)
        return Int32(info)
        #else
        LAPACKE_dgeev_work(LAPACK_COL_MAJOR, jobNone, jobVectors, 3, a, 3, wr, wi, vl, 3, vr, 3, work, lwork)
        #endif
    }

    /// `ssyev` with eigenvectors on the lower triangle of a column-major n×n `a`; `lwork` −1
    /// asks for the workspace size (in `work[0]`). Returns LAPACK's `info`.
    private static func ssyev(
        n: Int32, a: UnsafeMutablePointer<Float>, w: UnsafeMutablePointer<Float>, work: UnsafeMutablePointer<Float>,
        lwork: Int32
    ) -> Int32 {
        #if canImport(Accelerate)
        var (jobz, uplo) = (jobVectors, lowerTriangle)
        var (dimension, lda, lworkCopy, info) = (__CLPK_integer(n), __CLPK_integer(n), __CLPK_integer(lwork), __CLPK_integer(0))
        ssyev_(&jobz, &uplo, &dimension, a, &lda, w, work, &lworkCopy, &info)
        return Int32(info)
        #else
        LAPACKE_ssyev_work(LAPACK_COL_MAJOR, jobVectors, lowerTriangle, n, a, n, w, work, lwork)
        #endif
    }
}
