/// A fully connected layer: `Y = X·W + b` with `W` stored `inputs`×`outputs`, row-major.
/// Forward and backward are one `cblas_sgemm` each (plus one for the weight gradient).
public final class Dense: Layer {
    public let inputWidth: Int
    public let outputWidth: Int
    let weights: Parameter
    let bias: Parameter
    private var cachedInput = Matrix(rows: 0, columns: 0)

    init(inputs: Int, outputs: Int, weights: [Float]) {
        inputWidth = inputs
        outputWidth = outputs
        self.weights = Parameter(weights, decays: true)
        bias = Parameter(Array(repeating: 0, count: outputs), decays: false)
    }

    public var specification: LayerSpecification { .dense(inputs: inputWidth, outputs: outputWidth) }
    public var parameters: [Parameter] { [weights, bias] }

    private var weightMatrix: Matrix { Matrix(rows: inputWidth, columns: outputWidth, values: weights.value) }

    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        if mode == .training { cachedInput = input }
        if input.rows == 1 {
            // One sample: a matrix-vector product, which OpenBLAS runs far faster than a 1-row GEMM.
            var output = weightMatrix.multiplied(by: input.values, transposingSelf: true)
            for i in output.indices { output[i] += bias.value[i] }
            return Matrix(rows: 1, columns: outputWidth, values: output)
        }
        var output = Matrix.broadcasting(bias.value, rows: input.rows)
        output.accumulateProduct(input, weightMatrix)
        return output
    }

    public func backward(_ outputGradient: Matrix) -> Matrix {
        var weightGradient = Matrix(rows: inputWidth, columns: outputWidth, values: weights.gradient)
        weightGradient.accumulateProduct(cachedInput, outputGradient, transposingA: true)
        weights.gradient = weightGradient.values
        outputGradient.addColumnSums(into: &bias.gradient)
        return outputGradient.multiplied(by: weightMatrix, transposingOther: true)
    }
}

extension Matrix {
    /// `rows` copies of `row`, the starting point for a product plus bias.
    static func broadcasting(_ row: [Float], rows: Int) -> Matrix {
        var values = [Float]()
        values.reserveCapacity(rows * row.count)
        for _ in 0..<rows { values.append(contentsOf: row) }
        return Matrix(rows: rows, columns: row.count, values: values)
    }

    /// Adds each column's sum to `sums[column]` (a bias gradient).
    func addColumnSums(into sums: inout [Float]) {
        for r in 0..<rows {
            let base = r * columns
            for c in 0..<columns { sums[c] += values[base + c] }
        }
    }
}
