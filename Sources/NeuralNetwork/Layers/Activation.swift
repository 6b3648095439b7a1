import Foundation

/// An elementwise nonlinearity (ReLU, tanh or GELU).
public final class Activation: Layer {
    public let kind: ActivationKind
    public let inputWidth: Int
    public var outputWidth: Int { inputWidth }
    private var cachedInput = Matrix(rows: 0, columns: 0)

    init(_ kind: ActivationKind, width: Int) {
        self.kind = kind
        inputWidth = width
    }

    public var specification: LayerSpecification { .activation(kind, width: inputWidth) }

    public func forward(_ input: Matrix, mode: ForwardMode) -> Matrix {
        if mode == .training { cachedInput = input }
        var output = input
        switch kind {
        case .relu: for i in output.values.indices { output.values[i] = max(0, output.values[i]) }
        case .tanh: for i in output.values.indices { output.values[i] = tanhf(output.values[i]) }
        case .gelu: for i in output.values.indices { output.values[i] = Self.gelu(output.values[i]).value }
        }
        return output
    }

    public func backward(_ outputGradient: Matrix) -> Matrix {
        var gradient = outputGradient
        let x = cachedInput.values
        switch kind {
        case .relu: for i in gradient.values.indices where x[i] <= 0 { gradient.values[i] = 0 }
        case .tanh:
            for i in gradient.values.indices {
                let t = tanhf(x[i])
                gradient.values[i] *= 1 - t * t
            }
        case .gelu: for i in gradient.values.indices { gradient.values[i] *= Self.gelu(x[i]).derivative }
        }
        return gradient
    }

    /// GELU, tanh approximation: `x/2 · (1 + tanh(√(2/π)·(x + 0.044715·x³)))`, and its derivative.
    private static func gelu(_ x: Float) -> (value: Float, derivative: Float) {
        let c: Float = 0.797_884_56  // √(2/π)
        let inner = c * (x + 0.044_715 * x * x * x)
        let t = tanhf(inner)
        let value = 0.5 * x * (1 + t)
        let derivative = 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * c * (1 + 3 * 0.044_715 * x * x)
        return (value, derivative)
    }
}
