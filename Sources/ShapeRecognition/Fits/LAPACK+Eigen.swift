internal import CBLAS

/// The one place where ShapeRecognition calls LAPACK: pointer and `Int32` conversion, status checks.
enum LAPACK {
    /// Real eigenvectors of a general 3×3 matrix (row-major), via `LAPACKE_dgeev`.
    ///
    /// - Returns: pairs of (eigenvalue, right eigenvector) for the eigenvalues whose imaginary part
    ///   is zero, or `nil` when LAPACK reports a failure (non-zero `info`) or the input is not finite.
    /// - Complexity: O(1) (a fixed 3×3 QR iteration).
    static func realEigenvectors3x3(_ matrix: [Double]) -> [(value: Double, vector: [Double])]? {
        precondition(matrix.count == 9, "LAPACK.realEigenvectors3x3 needs 9 entries")
        guard matrix.allSatisfy(\.isFinite) else { return nil }
        var a = matrix
        var wr = [Double](repeating: 0, count: 3)
        var wi = [Double](repeating: 0, count: 3)
        var vl = [Double](repeating: 0, count: 9)
        var vr = [Double](repeating: 0, count: 9)
        let info = LAPACKE_dgeev(
            LAPACK_ROW_MAJOR, Int8(UInt8(ascii: "N")), Int8(UInt8(ascii: "V")), 3, &a, 3, &wr, &wi,
            &vl, 3, &vr, 3)
        guard info == 0 else { return nil }
        var result: [(value: Double, vector: [Double])] = []
        for k in 0..<3 where wi[k] == 0 {
            // Row-major VR: column k holds the k-th eigenvector.
            result.append((wr[k], [vr[k], vr[3 + k], vr[6 + k]]))
        }
        return result
    }
}
