internal import InkLinearAlgebra

extension Matrix {
    /// `op(self) · op(other)` with `cblas_sgemm`. O(m·n·k) multiply-adds.
    /// - Precondition: the inner dimensions agree.
    public func multiplied(
        by other: Matrix, transposingSelf: Bool = false, transposingOther: Bool = false
    ) -> Matrix {
        let m = transposingSelf ? columns : rows
        let k = transposingSelf ? rows : columns
        let n = transposingOther ? other.rows : other.columns
        let otherK = transposingOther ? other.columns : other.rows
        precondition(k == otherK, "Matrix product of \(m)×\(k) by \(otherK)×\(n)")
        var result = Matrix(rows: m, columns: n)
        result.accumulateProduct(self, other, transposingA: transposingSelf, transposingB: transposingOther, beta: 0)
        return result
    }

    /// `self ← op(a) · op(b) + beta · self` with `cblas_sgemm`; `self` must already have the
    /// product's shape.
    public mutating func accumulateProduct(
        _ a: Matrix, _ b: Matrix, transposingA: Bool = false, transposingB: Bool = false, beta: Float = 1
    ) {
        let m = transposingA ? a.columns : a.rows
        let k = transposingA ? a.rows : a.columns
        let n = transposingB ? b.rows : b.columns
        precondition(k == (transposingB ? b.columns : b.rows), "Inner dimensions differ: \(k)")
        precondition(rows == m && columns == n, "Product is \(m)×\(n), destination \(rows)×\(columns)")
        let (ldc, aColumns, bColumns) = (columns, a.columns, b.columns)
        a.values.withUnsafeBufferPointer { pa in
            b.values.withUnsafeBufferPointer { pb in
                values.withUnsafeMutableBufferPointer { pc in
                    BLAS.gemm(
                        transposeA: transposingA, transposeB: transposingB, m: m, n: n, k: k, alpha: 1,
                        a: pa.baseAddress!, lda: aColumns, b: pb.baseAddress!, ldb: bColumns,
                        beta: beta, c: pc.baseAddress!, ldc: ldc)
                }
            }
        }
    }

    /// `op(self) · vector` with `cblas_sgemv`; `vector.count` must equal the columns of `op(self)`.
    /// O(rows·columns).
    public func multiplied(by vector: [Float], transposingSelf: Bool = false) -> [Float] {
        let (outputs, inputs) = transposingSelf ? (columns, rows) : (rows, columns)
        precondition(vector.count == inputs, "Vector has \(vector.count) values, the product needs \(inputs)")
        var result = [Float](repeating: 0, count: outputs)
        values.withUnsafeBufferPointer { pa in
            vector.withUnsafeBufferPointer { px in
                result.withUnsafeMutableBufferPointer { py in
                    BLAS.gemv(
                        transpose: transposingSelf, rows: rows, columns: columns, alpha: 1, a: pa.baseAddress!,
                        x: px.baseAddress!, beta: 0, y: py.baseAddress!)
                }
            }
        }
        return result
    }

    /// Eigenvalues in ascending order and the matching unit eigenvectors (one per row) of a
    /// symmetric matrix, by LAPACK `ssyev`. Only the upper triangle is read. Each eigenvector's
    /// sign is whatever LAPACK leaves (it may differ between OpenBLAS and Accelerate). O(n³).
    /// - Throws: `LinearAlgebraError.lapackFailure` when LAPACK does not converge, or (info −5)
    ///   when the upper triangle holds a NaN or infinite value.
    public func symmetricEigendecomposition() throws(LinearAlgebraError) -> (values: [Float], vectors: Matrix) {
        precondition(rows == columns, "Eigendecomposition needs a square matrix, got \(rows)×\(columns)")
        var vectors = self
        var eigenvalues = [Float](repeating: 0, count: rows)
        let info = vectors.values.withUnsafeMutableBufferPointer { pa in
            eigenvalues.withUnsafeMutableBufferPointer { pw in
                LAPACK.symmetricEigen(n: rows, a: pa.baseAddress!, eigenvalues: pw.baseAddress!)
            }
        }
        if info != 0 { throw .lapackFailure(routine: "ssyev", info: info) }
        return (eigenvalues, vectors)
    }

    /// The transpose. O(rows·columns).
    public func transposed() -> Matrix {
        var result = Matrix(rows: columns, columns: rows)
        for r in 0..<rows {
            for c in 0..<columns { result.values[c * rows + r] = values[r * columns + c] }
        }
        return result
    }
}

/// Process-wide BLAS settings.
public enum BLASSettings {
    /// Threads OpenBLAS uses for the following products, in the whole process. Inference on small
    /// matrices is fastest with 1 (thread hand-off costs more than the product); training gains
    /// from the cores there are. Nothing in the library sets it: an app or the CLI chooses, once,
    /// before it classifies or trains (OpenBLAS starts with the `OPENBLAS_NUM_THREADS`
    /// environment variable, or all cores). On Apple platforms Accelerate chooses its threads
    /// itself: there it reads 0 and setting it does nothing.
    public static var threadCount: Int {
        get { BLAS.threadCount }
        set { BLAS.threadCount = newValue }
    }
}
