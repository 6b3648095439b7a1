import Foundation

/// A bidirectional LSTM over sequences (Hochreiter & Schmidhuber 1997, with forget gates as in
/// Gers, Schmidhuber & Cummins 2000; bidirectional as in Graves & Schmidhuber 2005).
///
/// Rows hold `length` steps × `inputChannels` (channels fastest); the output has `length` steps
/// × `2·hidden`: the forward direction's state, then the backward one's. Per direction and step:
/// `z = x·W + h₋₁·U + b` split into input, forget, cell and output gates (i, f, g, o, each
/// `hidden` wide), `c = σ(f)⊙c₋₁ + σ(i)⊙tanh(g)`, `h = σ(o)⊙tanh(c)`. `W` is
/// `inputChannels`×`4·hidden`, `U` is `hidden`×`4·hidden`, row-major; the forget bias starts at 1.
/// Backward is backpropagation through time over the whole row.
///
/// Cost per sample: one GEMM of `length`×`inputChannels` by `inputChannels`×`4·hidden` and
/// `length` GEMMs of `hidden`×`4·hidden` per direction (≈ 8·length·hidden·(inputChannels + hidden)
/// multiply-adds for both).
public final class BidirectionalLSTM: Layer {
    public let length: Int
    public let inputChannels: Int
    public let hidden: Int
    private let directions: [Direction]
    private var cachedInput = Matrix(rows: 0, columns: 0)

    init(length: Int, inputChannels: Int, hidden: Int, weights: [Float]) {
        self.length = length
        self.inputChannels = inputChannels
        self.hidden = hidden
        let per = Direction.weightCount(inputs: inputChannels, hidden: hidden)
        directions = [false, true].enumerated().map { index, reversed in
            Direction(
                inputs: inputChannels, hidden: hidden, reversed: reversed,
                weights: Array(weights[(index * per)..<((index + 1) * per)]))
        }
    }

    /// Initial weights of both directions: `inputWeights` then `recurrentWeights` per direction.
    static func weightCount(inputChannels: Int, hidden: Int) -> Int {
        2 * Direction.weightCount(inputs: inputChannels, hidden: hidden)
    }

    public var specification: LayerSpecification {
        .bidirectionalLSTM(length: length, inputChannels: inputChannels, hidden: hidden)
    }
    public var parameters: [Parameter] { directions.flatMap { [$0.inputWeights, $0.recurrentWeights, $0.bias] } }
    public var inputWidth: Int { length * inputChannels }
    public var outputWidth: Int { length * 2 * hidden }

    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        if mode == .training { cachedInput = input }
        var output = Matrix(rows: input.rows, columns: outputWidth)
        let steps = Matrix(rows: input.rows * length, columns: inputChannels, values: input.values)
        for (index, direction) in directions.enumerated() {
            let states = direction.forward(steps, batch: input.rows, length: length, training: mode == .training)
            // states[t] is batch×hidden; scatter into the output's channel block of this direction.
            for t in 0..<length {
                for b in 0..<input.rows {
                    let destination = b * outputWidth + t * 2 * hidden + index * hidden
                    for k in 0..<hidden { output.values[destination + k] = states[t][b * hidden + k] }
                }
            }
        }
        return output
    }

    public func backward(_ outputGradient: Matrix) -> Matrix {
        let batch = outputGradient.rows
        let steps = Matrix(rows: batch * length, columns: inputChannels, values: cachedInput.values)
        var inputGradient = Matrix(rows: batch * length, columns: inputChannels)
        for (index, direction) in directions.enumerated() {
            var gradients = [[Float]](repeating: [Float](repeating: 0, count: batch * hidden), count: length)
            for t in 0..<length {
                for b in 0..<batch {
                    let source = b * outputWidth + t * 2 * hidden + index * hidden
                    for k in 0..<hidden { gradients[t][b * hidden + k] = outputGradient.values[source + k] }
                }
            }
            direction.backward(gradients, steps: steps, batch: batch, length: length, into: &inputGradient)
        }
        return Matrix(rows: batch, columns: inputWidth, values: inputGradient.values)
    }
}

extension BidirectionalLSTM {
    /// One direction's parameters, and the activations of its last training forward pass.
    private final class Direction {
        let inputs: Int
        let hidden: Int
        let reversed: Bool
        let inputWeights: Parameter
        let recurrentWeights: Parameter
        let bias: Parameter
        // Per step (in processing order), batch × 4·hidden gate activations (σ/tanh applied),
        // and batch × hidden cell states.
        private var gates: [[Float]] = []
        private var cells: [[Float]] = []
        private var states: [[Float]] = []

        static func weightCount(inputs: Int, hidden: Int) -> Int { (inputs + hidden) * 4 * hidden }

        init(inputs: Int, hidden: Int, reversed: Bool, weights: [Float]) {
            self.inputs = inputs
            self.hidden = hidden
            self.reversed = reversed
            inputWeights = Parameter(Array(weights[0..<(inputs * 4 * hidden)]), decays: true)
            recurrentWeights = Parameter(Array(weights[(inputs * 4 * hidden)...]), decays: true)
            // Forget bias 1 (Gers et al. 2000; Jozefowicz et al. 2015): remember by default.
            bias = Parameter((0..<(4 * hidden)).map { $0 / hidden == 1 ? 1 : 0 }, decays: false)
        }

        private func time(_ step: Int, length: Int) -> Int { reversed ? length - 1 - step : step }

        /// The hidden states, indexed by time (not processing order), each batch × hidden.
        func forward(_ steps: Matrix, batch: Int, length: Int, training: Bool) -> [[Float]] {
            let width = 4 * hidden
            // All input projections at once: [batch·length, 4·hidden], row b·length + t.
            var projected = Matrix.broadcasting(bias.value, rows: steps.rows)
            projected.accumulateProduct(steps, Matrix(rows: inputs, columns: width, values: inputWeights.value))
            let recurrent = Matrix(rows: hidden, columns: width, values: recurrentWeights.value)
            var h = Matrix(rows: batch, columns: hidden)
            var c = [Float](repeating: 0, count: batch * hidden)
            var byTime = [[Float]](repeating: [], count: length)
            if training { (gates, cells, states) = ([], [], []) }
            for step in 0..<length {
                let t = time(step, length: length)
                var z = Matrix(rows: batch, columns: width)
                for b in 0..<batch {
                    let source = (b * length + t) * width
                    for k in 0..<width { z.values[b * width + k] = projected.values[source + k] }
                }
                if step > 0 { z.accumulateProduct(h, recurrent) }
                for b in 0..<batch {
                    let base = b * width
                    for k in 0..<hidden {
                        let i = sigmoid(z.values[base + k])
                        let f = sigmoid(z.values[base + hidden + k])
                        let g = tanhf(z.values[base + 2 * hidden + k])
                        let o = sigmoid(z.values[base + 3 * hidden + k])
                        let cell = f * c[b * hidden + k] + i * g
                        c[b * hidden + k] = cell
                        h.values[b * hidden + k] = o * tanhf(cell)
                        (z.values[base + k], z.values[base + hidden + k]) = (i, f)
                        (z.values[base + 2 * hidden + k], z.values[base + 3 * hidden + k]) = (g, o)
                    }
                }
                if training {
                    gates.append(z.values)
                    cells.append(c)
                    states.append(h.values)
                }
                byTime[t] = h.values
            }
            return byTime
        }

        /// Backpropagation through time: adds parameter gradients and this direction's share of
        /// ∂loss/∂input (rows b·length + t) into `inputGradient`. `stateGradients` is indexed by time.
        func backward(_ stateGradients: [[Float]], steps: Matrix, batch: Int, length: Int, into inputGradient: inout Matrix) {
            let width = 4 * hidden
            let recurrent = Matrix(rows: hidden, columns: width, values: recurrentWeights.value)
            var gateGradients = Matrix(rows: batch * length, columns: width)  // row b·length + t
            var recurrentGradient = Matrix(rows: hidden, columns: width, values: recurrentWeights.gradient)
            var dh = [Float](repeating: 0, count: batch * hidden)
            var dc = [Float](repeating: 0, count: batch * hidden)
            for step in stride(from: length - 1, through: 0, by: -1) {
                let t = time(step, length: length)
                let (gate, cell) = (gates[step], cells[step])
                var dz = Matrix(rows: batch, columns: width)
                for b in 0..<batch {
                    let base = b * width
                    for k in 0..<hidden {
                        let n = b * hidden + k
                        let (i, f) = (gate[base + k], gate[base + hidden + k])
                        let (g, o) = (gate[base + 2 * hidden + k], gate[base + 3 * hidden + k])
                        let tanhCell = tanhf(cell[n])
                        let gradientH = dh[n] + stateGradients[t][n]
                        let gradientC = dc[n] + gradientH * o * (1 - tanhCell * tanhCell)
                        let previousCell = step > 0 ? cells[step - 1][n] : 0
                        dz.values[base + k] = gradientC * g * i * (1 - i)
                        dz.values[base + hidden + k] = gradientC * previousCell * f * (1 - f)
                        dz.values[base + 2 * hidden + k] = gradientC * i * (1 - g * g)
                        dz.values[base + 3 * hidden + k] = gradientH * tanhCell * o * (1 - o)
                        dc[n] = gradientC * f
                    }
                }
                if step > 0 {
                    let previous = Matrix(rows: batch, columns: hidden, values: states[step - 1])
                    recurrentGradient.accumulateProduct(previous, dz, transposingA: true)
                    dh = dz.multiplied(by: recurrent, transposingOther: true).values
                } else {
                    dh = [Float](repeating: 0, count: batch * hidden)
                }
                for b in 0..<batch {
                    let destination = (b * length + t) * width
                    for k in 0..<width { gateGradients.values[destination + k] = dz.values[b * width + k] }
                }
            }
            recurrentWeights.gradient = recurrentGradient.values
            var inputWeightGradient = Matrix(rows: inputs, columns: width, values: inputWeights.gradient)
            inputWeightGradient.accumulateProduct(steps, gateGradients, transposingA: true)
            inputWeights.gradient = inputWeightGradient.values
            gateGradients.addColumnSums(into: &bias.gradient)
            inputGradient.accumulateProduct(
                gateGradients, Matrix(rows: inputs, columns: width, values: inputWeights.value), transposingB: true)
        }

        private func sigmoid(_ x: Float) -> Float { 1 / (1 + expf(-x)) }
    }
}
