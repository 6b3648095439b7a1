import InkLinearAlgebra
import Testing

/// The two LAPACK eigenproblems against known answers, and their refusals of bad input.
@Suite struct LAPACKTests {
    /// [2 1 0; 1 2 0; 0 0 5], eigenvalues 1, 3, 5; (1, −1, 0)/√2 belongs to 1.
    static let symmetric: [Float] = [2, 1, 0, 1, 2, 0, 0, 0, 5]

    @Test func symmetricEigenFindsKnownEigenvaluesWithVectorsAsRows() {
        var a = Self.symmetric
        var w = [Float](repeating: 0, count: 3)
        #expect(LAPACK.symmetricEigen(n: 3, a: &a, eigenvalues: &w) == 0)
        for (found, expected) in zip(w, [Float(1), 3, 5]) { #expect(abs(found - expected) < 1e-5) }
        // Row 0 is the first eigenvector (its sign is LAPACK's choice).
        #expect(abs(abs(a[0]) - Float(0.5).squareRoot()) < 1e-5)
        #expect(abs(a[0] + a[1]) < 1e-5)
        #expect(abs(a[2]) < 1e-5)
        #expect(abs(abs(a[8]) - 1) < 1e-5)
    }

    @Test func symmetricEigenReadsTheUpperTriangleOnly() {
        // The lower triangle is junk, NaN included: the upper one alone defines the matrix.
        var a: [Float] = [2, 1, 0, 99, 2, 0, .nan, -7, 5]
        var w = [Float](repeating: 0, count: 3)
        #expect(LAPACK.symmetricEigen(n: 3, a: &a, eigenvalues: &w) == 0)
        for (found, expected) in zip(w, [Float(1), 3, 5]) { #expect(abs(found - expected) < 1e-5) }
    }

    @Test func symmetricEigenRefusesNonFiniteValuesAndAcceptsNothing() {
        for bad in [Float.nan, .infinity] {
            var a = Self.symmetric
            a[5] = bad
            var w = [Float](repeating: 0, count: 3)
            #expect(LAPACK.symmetricEigen(n: 3, a: &a, eigenvalues: &w) == -5)
        }
        var empty = [Float](), none = [Float]()
        #expect(LAPACK.symmetricEigen(n: 0, a: &empty, eigenvalues: &none) == 0)
    }

    @Test func symmetricEigenOfARepeatedEigenvalueGivesOrthonormalRows() {
        var a: [Float] = [3, 0, 0, 3]
        var w: [Float] = [0, 0]
        #expect(LAPACK.symmetricEigen(n: 2, a: &a, eigenvalues: &w) == 0)
        #expect(w.allSatisfy { abs($0 - 3) < 1e-6 })
        #expect(abs(a[0] * a[2] + a[1] * a[3]) < 1e-6)
        #expect(abs(a[0] * a[0] + a[1] * a[1] - 1) < 1e-6)
    }

    @Test func generalEigenvectorsOfA3x3MatrixSatisfyTheirEquation() throws {
        // Row-major [4 1 0; 2 3 0; 0 0 7]: eigenvalues 2, 5 and 7.
        let rows: [Double] = [4, 1, 0, 2, 3, 0, 0, 0, 7]
        var matrix = SIMD16<Double>()
        for k in 0..<9 { matrix[k] = rows[k] }
        let pairs = try #require(LAPACK.realEigenvectors3x3(matrix))
        #expect(pairs.map(\.value).sorted().elementsEqual([2, 5, 7]) { abs($0 - $1) < 1e-12 })
        for (value, v) in pairs {
            for i in 0..<3 {
                let av = rows[3 * i] * v[0] + rows[3 * i + 1] * v[1] + rows[3 * i + 2] * v[2]
                #expect(abs(av - value * v[i]) < 1e-12)
            }
        }
    }

    @Test func generalEigenvectorsKeepOnlyRealEigenvaluesAndRefuseNaN() throws {
        // A quarter turn about z: ±i in the xy-plane, 1 along z.
        var turn = SIMD16<Double>()
        for (k, value) in [0.0, -1, 0, 1, 0, 0, 0, 0, 1].enumerated() { turn[k] = value }
        let pairs = try #require(LAPACK.realEigenvectors3x3(turn))
        #expect(pairs.count == 1)
        #expect(abs(pairs[0].value - 1) < 1e-12 && abs(abs(pairs[0].vector.z) - 1) < 1e-12)
        turn[4] = .nan
        #expect(LAPACK.realEigenvectors3x3(turn) == nil)
    }
}
