internal import CBLAS

/// The one place where ShapeRecognition calls LAPACK: pointer and `Int32` conversion, status checks.
enum LAPACK {
    /// Real eigenvectors of a general 3×3 matrix (row-major, in the first 9 lanes), via
    /// `LAPACKE_dgeev_work`.
    ///
    /// The same computation as `LAPACKE_dgeev` on the row-major matrix, which transposes it,
    /// asks for the workspace size and allocates it on every call: here the matrix is passed
    /// column-major as transposed, the workspace size asked once per process, and the matrix,
    /// eigenvectors and workspace are on the stack.
    ///
    /// - Returns: pairs of (eigenvalue, right eigenvector) for the eigenvalues whose imaginary part
    ///   is zero, or `nil` when LAPACK reports a failure (non-zero `info`) or the input is not finite.
    /// - Complexity: O(1) (a fixed 3×3 QR iteration).
    static func realEigenvectors3x3(_ matrix: SIMD16<Double>) -> [(value: Double, vector: SIMD3<Double>)]? {
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
            let info = LAPACKE_dgeev_work(
                LAPACK_COL_MAJOR, jobNone, jobVectors, 3, a, 3, wr, wi, vl, 3, vr, 3, work, workspace)
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

    private static let jobNone = Int8(UInt8(ascii: "N"))
    private static let jobVectors = Int8(UInt8(ascii: "V"))

    /// The workspace size `LAPACKE_dgeev` asks for on a 3×3 matrix (left eigenvectors not
    /// wanted): the same on every call, so asked once. `nil` when LAPACK fails the query.
    private static let dgeevWorkspace3x3: Int32? = {
        var a = [Double](repeating: 0, count: 9), vl = a, vr = a
        var wr = [0.0, 0.0, 0.0], wi = wr, size = 0.0
        let info = LAPACKE_dgeev_work(LAPACK_COL_MAJOR, jobNone, jobVectors, 3, &a, 3, &wr, &wi, &vl, 3, &vr, 3, &size, -1)
        // Truncated, as `LAPACKE_dgeev` takes it.
        return info == 0 && size >= 1 ? Int32(size) : nil
    }()
}
