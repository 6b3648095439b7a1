/// A 1-D convolution over sequences, "same" zero padding, stride 1, computed as im2col + GEMM
/// (Chellapilla, Puri & Simard 2006).
///
/// Rows hold `length` steps × `inputChannels`, channels fastest. The kernel `W` is stored
/// `(kernel · inputChannels)`×`outputChannels`, row-major, tap-major: row `j·inputChannels + c`
/// weighs input channel `c` at offset `j − kernel/2`. Cost per sample: one GEMM of
/// `length`×`kernel·inputChannels` by `kernel·inputChannels`×`outputChannels`.
public final class Convolution1D: Layer {
    public let length: Int
    public let inputChannels: Int
    public let outputChannels: Int
    public let kernel: Int
    let weights: Parameter
    let bias: Parameter
    private var cachedColumns = Matrix(rows: 0, columns: 0)

    init(length: Int, inputChannels: Int, outputChannels: Int, kernel: Int, weights: [Float]) {
        self.length = length
        self.inputChannels = inputChannels
        self.outputChannels = outputChannels
        self.kernel = kernel
        self.weights = Parameter(weights, decays: true)
        bias = Parameter(Array(repeating: 0, count: outputChannels), decays: false)
    }

    public var specification: LayerSpecification {
        .convolution1D(length: length, inputChannels: inputChannels, outputChannels: outputChannels, kernel: kernel)
    }
    public var parameters: [Parameter] { [weights, bias] }
    public var inputWidth: Int { length * inputChannels }
    public var outputWidth: Int { length * outputChannels }

    private var patchWidth: Int { kernel * inputChannels }
    private var weightMatrix: Matrix { Matrix(rows: patchWidth, columns: outputChannels, values: weights.value) }

    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        let columns = imageToColumns(input)
        if mode == .training { cachedColumns = columns }
        // [batch·length, outputChannels] row-major is exactly [batch, length·outputChannels].
        var output = Matrix.broadcasting(bias.value, rows: columns.rows)
        output.accumulateProduct(columns, weightMatrix)
        return Matrix(rows: input.rows, columns: outputWidth, values: output.values)
    }

    public func backward(_ outputGradient: Matrix) -> Matrix {
        let gradientRows = Matrix(
            rows: outputGradient.rows * length, columns: outputChannels, values: outputGradient.values)
        var weightGradient = Matrix(rows: patchWidth, columns: outputChannels, values: weights.gradient)
        weightGradient.accumulateProduct(cachedColumns, gradientRows, transposingA: true)
        weights.gradient = weightGradient.values
        gradientRows.addColumnSums(into: &bias.gradient)
        let columnGradient = gradientRows.multiplied(by: weightMatrix, transposingOther: true)
        return columnsToImage(columnGradient, batch: outputGradient.rows)
    }

    /// One row per (sample, step): the `kernel` neighbouring steps' channels, zeros past the ends.
    private func imageToColumns(_ input: Matrix) -> Matrix {
        let (pad, kernel, length, inputChannels) = (kernel / 2, kernel, length, inputChannels)
        let (inputWidth, patchWidth) = (inputWidth, patchWidth)
        var columns = Matrix(rows: input.rows * length, columns: patchWidth)
        input.values.withUnsafeBufferPointer { source in
            columns.values.withUnsafeMutableBufferPointer { destination in
                for sample in 0..<input.rows {
                    let sampleBase = sample * inputWidth
                    for step in 0..<length {
                        let rowBase = (sample * length + step) * patchWidth
                        for tap in 0..<kernel {
                            let from = step + tap - pad
                            guard from >= 0, from < length else { continue }
                            (destination.baseAddress! + rowBase + tap * inputChannels).update(
                                from: source.baseAddress! + sampleBase + from * inputChannels, count: inputChannels)
                        }
                    }
                }
            }
        }
        return columns
    }

    /// The adjoint of `imageToColumns`: sums each patch entry back onto the step it came from.
    private func columnsToImage(_ columns: Matrix, batch: Int) -> Matrix {
        let pad = kernel / 2
        var image = Matrix(rows: batch, columns: inputWidth)
        columns.values.withUnsafeBufferPointer { source in
            image.values.withUnsafeMutableBufferPointer { destination in
                for sample in 0..<batch {
                    let sampleBase = sample * inputWidth
                    for step in 0..<length {
                        let rowBase = (sample * length + step) * patchWidth
                        for tap in 0..<kernel {
                            let to = step + tap - pad
                            guard to >= 0, to < length else { continue }
                            let dst = sampleBase + to * inputChannels
                            let src = rowBase + tap * inputChannels
                            for c in 0..<inputChannels { destination[dst + c] += source[src + c] }
                        }
                    }
                }
            }
        }
        return image
    }
}
