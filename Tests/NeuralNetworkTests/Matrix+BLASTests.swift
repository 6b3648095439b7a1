import NeuralNetwork
import Testing

/// `Matrix`'s products agree with naive loops, and its eigendecomposition with its equation.
@Suite struct MatrixBLASTests {
    @Test func matrixEigendecompositionReturnsVectorsAsRows() throws {
        let m = Matrix(rows: 3, columns: 3, values: [2, 1, 0, 1, 2, 0, 0, 0, 5])
        let (values, vectors) = try m.symmetricEigendecomposition()
        for (k, value) in values.enumerated() {
            let v = Array(vectors.row(k))
            let mv = m.multiplied(by: v)
            for i in 0..<3 { #expect(abs(mv[i] - value * v[i]) < 1e-5) }
        }
    }

    @Test func eigendecompositionRefusesNaNAndTakesEmptyAndOneByOne() throws {
        let nan = Matrix(rows: 2, columns: 2, values: [1, .nan, .nan, 1])
        #expect(throws: LinearAlgebraError.lapackFailure(routine: "ssyev", info: -5)) {
            try nan.symmetricEigendecomposition()
        }
        let empty = try Matrix(rows: 0, columns: 0).symmetricEigendecomposition()
        #expect(empty.values.isEmpty && empty.vectors.values.isEmpty)
        let one = try Matrix(rows: 1, columns: 1, values: [-4]).symmetricEigendecomposition()
        #expect(one.values == [-4] && abs(one.vectors.values[0]) == 1)
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

extension MatrixBLASTests {
    @Test func transposedMatrixVectorProductMatchesGEMM() {
        var generator = SplitMix64(seed: 3)
        let a = Matrix(rows: 6, columns: 4, values: (0..<24).map { _ in Float.random(in: -1...1, using: &generator) })
        let x = (0..<6).map { _ in Float.random(in: -1...1, using: &generator) }
        let viaGEMM = Matrix(rows: 1, columns: 6, values: x).multiplied(by: a).values
        for (v, g) in zip(a.multiplied(by: x, transposingSelf: true), viaGEMM) { #expect(abs(v - g) < 1e-5) }
    }
}
