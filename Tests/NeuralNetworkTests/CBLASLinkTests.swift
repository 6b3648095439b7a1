import CBLAS
import NeuralNetwork
import Testing

/// Proof that OpenBLAS's CBLAS and LAPACKE link and compute (issue 2), and that `Matrix`'s
/// products agree with naive loops.
@Suite struct CBLASLinkTests {
    @Test func sgemmMultipliesSmallMatrices() {
        // [1 2 3; 4 5 6] · [7 8; 9 10; 11 12] = [58 64; 139 154]
        let a: [Float] = [1, 2, 3, 4, 5, 6]
        let b: [Float] = [7, 8, 9, 10, 11, 12]
        var c = [Float](repeating: 0, count: 4)
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 3, 1, a, 3, b, 2, 0, &c, 2)
        #expect(c == [58, 64, 139, 154])
    }

    @Test func lapackeSsyevFindsKnownEigenvalues() {
        // [2 1 0; 1 2 0; 0 0 5] has eigenvalues 1, 3, 5; (1, −1, 0)/√2 belongs to 1.
        var a: [Float] = [2, 1, 0, 1, 2, 0, 0, 0, 5]
        var w = [Float](repeating: 0, count: 3)
        let info = LAPACKE_ssyev(LAPACK_ROW_MAJOR, Int8(UInt8(ascii: "V")), Int8(UInt8(ascii: "U")), 3, &a, 3, &w)
        #expect(info == 0)
        for (found, expected) in zip(w, [Float(1), 3, 5]) { #expect(abs(found - expected) < 1e-5) }
        // Column 0 of the row-major result is the first eigenvector (sign is arbitrary).
        #expect(abs(abs(a[0]) - Float(0.5).squareRoot()) < 1e-5)
        #expect(abs(a[0] + a[3]) < 1e-5)
        #expect(abs(a[6]) < 1e-5)
    }

    @Test func matrixEigendecompositionReturnsVectorsAsRows() throws {
        let m = Matrix(rows: 3, columns: 3, values: [2, 1, 0, 1, 2, 0, 0, 0, 5])
        let (values, vectors) = try m.symmetricEigendecomposition()
        for (k, value) in values.enumerated() {
            let v = Array(vectors.row(k))
            let mv = m.multiplied(by: v)
            for i in 0..<3 { #expect(abs(mv[i] - value * v[i]) < 1e-5) }
        }
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func productsMatchNaiveLoops(transposeA: Bool, transposeB: Bool) {
        var generator = SplitMix64(seed: 42)
        let (m, n, k) = (7, 5, 9)
        let a = Matrix(
            rows: transposeA ? k : m, columns: transposeA ? m : k,
            values: (0..<(m * k)).map { _ in Float.random(in: -1...1, using: &generator) })
        let b = Matrix(
            rows: transposeB ? n : k, columns: transposeB ? k : n,
            values: (0..<(k * n)).map { _ in Float.random(in: -1...1, using: &generator) })
        let product = a.multiplied(by: b, transposingSelf: transposeA, transposingOther: transposeB)
        let at = transposeA ? a.transposed() : a
        let bt = transposeB ? b.transposed() : b
        for i in 0..<m {
            for j in 0..<n {
                let naive = (0..<k).reduce(Float(0)) { $0 + at[i, $1] * bt[$1, j] }
                #expect(abs(product[i, j] - naive) < 1e-5)
            }
        }
    }
}

extension CBLASLinkTests {
    @Test func transposedMatrixVectorProductMatchesGEMM() {
        var generator = SplitMix64(seed: 3)
        let a = Matrix(rows: 6, columns: 4, values: (0..<24).map { _ in Float.random(in: -1...1, using: &generator) })
        let x = (0..<6).map { _ in Float.random(in: -1...1, using: &generator) }
        let viaGEMM = Matrix(rows: 1, columns: 6, values: x).multiplied(by: a).values
        for (v, g) in zip(a.multiplied(by: x, transposingSelf: true), viaGEMM) { #expect(abs(v - g) < 1e-5) }
    }
}
