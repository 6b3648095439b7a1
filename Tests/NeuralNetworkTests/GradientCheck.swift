import NeuralNetwork
import TestSupport

/// Central finite differences against a layer's backward pass, on the scalar
/// `L = Σ forward(X) ⊙ G` for a random upstream gradient `G`.
struct GradientCheck {
    /// Largest |analytic − numeric| / max(1, |numeric|) over inputs and parameters.
    var worstInputError: Float = 0
    var worstParameterError: Float = 0

    init(layer: Layer, batch: Int = 3, seed: UInt64 = 7, step: Float = 1e-2, awayFromZero: Float = 0) {
        var generator = SeededGenerator(seed: seed)
        var input = Matrix(rows: batch, columns: layer.inputWidth)
        for i in input.values.indices {
            var x = Float.random(in: -1...1, using: &generator)
            // Keep ReLU/max-pool inputs off their kinks, where the derivative jumps.
            if abs(x) < awayFromZero { x += x < 0 ? -awayFromZero : awayFromZero }
            input.values[i] = x
        }
        let upstream = Matrix(
            rows: batch, columns: layer.outputWidth,
            values: (0..<(batch * layer.outputWidth)).map { _ in Float.random(in: -1...1, using: &generator) })

        func loss(_ x: Matrix) -> Double {
            let y = layer.forward(x, mode: .inference)
            return zip(y.values, upstream.values).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
        }

        for parameter in layer.parameters { for i in parameter.gradient.indices { parameter.gradient[i] = 0 } }
        _ = layer.forward(input, mode: .training)
        let inputGradient = layer.backward(upstream)
        let parameterGradients = layer.parameters.map(\.gradient)

        for i in input.values.indices {
            var plus = input, minus = input
            plus.values[i] += step
            minus.values[i] -= step
            let numeric = Float((loss(plus) - loss(minus)) / Double(2 * step))
            worstInputError = max(worstInputError, abs(numeric - inputGradient.values[i]) / max(1, abs(numeric)))
        }
        for (p, parameter) in layer.parameters.enumerated() {
            for i in parameter.value.indices {
                let original = parameter.value[i]
                parameter.value[i] = original + step
                let up = loss(input)
                parameter.value[i] = original - step
                let down = loss(input)
                parameter.value[i] = original
                let numeric = Float((up - down) / Double(2 * step))
                worstParameterError = max(
                    worstParameterError, abs(numeric - parameterGradients[p][i]) / max(1, abs(numeric)))
            }
        }
    }
}
