internal import CBLAS

/// The one place where ShapeRecognition calls LAPACK: pointer and `Int32` conversion, status checks.
enum LAPACK {
    /// Real eigenvectors of a general 3×3 matrix (row-major), via `LAPACKE_dgeev_work`.
    ///
    /// The same computation as `LAPACKE_dgeev` on the row-major matrix, which transposes it,
    /// asks for the workspace size and allocates it on every call: here the matrix is passed
    /// column-major as transposed, the workspace size asked once per process, and the workspace
    /// is on the stack.
    ///
    /// - Returns: pairs of (eigenvalue, right eigenvector) for the eigenvalues whose imaginary part
    ///   is zero, or `nil` when LAPACK reports a failure (non-zero `info`) or the input is not finite.
    /// - Complexity: O(1) (a fixed 3×3 QR iteration).
    static func realEigenvectors3x3(_ matrix: [Double]) -> [(value: Double, vector: [Double])]? {
        precondition(matrix.count == 9, "LAPACK.realEigenvectors3x3 needs 9 entries")
        guard matrix.allSatisfy(\.isFinite), let workspace = dgeevWorkspace3x3 else { return nil }
        // Column-major: column j holds row j of the row-major matrix's transpose, i.e. its column j.
        var a = (0..<9).map { matrix[3 * ($0 % 3) + $0 / 3] }
        var vr = [Double](repeating: 0, count: 9)
        // On the stack: the eigenvalues' real and imaginary parts (3 each), the left
        // eigenvectors LAPACK is told not to compute (3×3, never written), then the workspace.
        let size = Int(workspace)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 15 + size) { buffer in
            let wr = buffer.baseAddress!, wi = wr + 3, vl = wr + 6, work = wr + 15
            let info = LAPACKE_dgeev_work(
                LAPACK_COL_MAJOR, jobNone, jobVectors, 3, &a, 3, wr, wi, vl, 3, &vr, 3, work, workspace)
            guard info == 0 else { return nil }
            var result: [(value: Double, vector: [Double])] = []
            for k in 0..<3 where wi[k] == 0 {
                // Column-major VR: column k holds the k-th eigenvector.
                result.append((wr[k], [vr[3 * k], vr[3 * k + 1], vr[3 * k + 2]]))
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
