import InkLinearAlgebra
import Testing

/// The BLAS calls against known products: they prove that the platform's library (OpenBLAS's
/// CBLAS here, Accelerate on Apple platforms) links and computes.
@Suite struct BLASTests {
    @Test func gemmMultipliesSmallMatrices() {
        // [1 2 3; 4 5 6] · [7 8; 9 10; 11 12] = [58 64; 139 154]
        let a: [Float] = [1, 2, 3, 4, 5, 6]
        let b: [Float] = [7, 8, 9, 10, 11, 12]
        var c = [Float](repeating: 0, count: 4)
        BLAS.gemm(
            transposeA: false, transposeB: false, m: 2, n: 2, k: 3, alpha: 1, a: a, lda: 3, b: b, ldb: 2,
            beta: 0, c: &c, ldc: 2)
        #expect(c == [58, 64, 139, 154])
    }

    @Test func gemmWithAnEmptyProductLeavesTheDestination() {
        var c: [Float] = [1, 2]
        BLAS.gemm(
            transposeA: false, transposeB: false, m: 0, n: 2, k: 3, alpha: 1, a: [Float](), lda: 3,
            b: [Float](repeating: 1, count: 6), ldb: 2, beta: 0, c: &c, ldc: 2)
        #expect(c == [1, 2])
    }

    @Test func gemvMultipliesByTheMatrixOrItsTranspose() {
        // A = [1 2 3; 4 5 6]: A · (1, 0, −1) = (−2, −2); Aᵀ · (1, 1) = (5, 7, 9).
        let a: [Float] = [1, 2, 3, 4, 5, 6]
        var y = [Float](repeating: 0, count: 2)
        BLAS.gemv(transpose: false, rows: 2, columns: 3, alpha: 1, a: a, x: [1, 0, -1], beta: 0, y: &y)
        #expect(y == [-2, -2])
        var z: [Float] = [1, 1, 1]
        BLAS.gemv(transpose: true, rows: 2, columns: 3, alpha: 1, a: a, x: [1, 1], beta: 1, y: &z)
        #expect(z == [6, 8, 10])
    }
}
