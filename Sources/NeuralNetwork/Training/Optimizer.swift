import Foundation

/// Updates parameters from their gradients. Optimizers keep per-parameter state (momentum,
/// moment estimates) in the order of the `parameters` array, which must stay the same between calls.
public protocol Optimizer: AnyObject {
    func update(_ parameters: [Parameter], learningRate: Float)
}

/// Which optimizer to train with, and its hyper-parameters.
public enum OptimizerChoice: Codable, Sendable, Equatable {
    /// SGD with (heavy-ball) momentum and L2 weight decay on weights (not biases).
    case sgd(momentum: Float, weightDecay: Float)
    /// Adam (Kingma & Ba 2015) with decoupled weight decay, AdamW (Loshchilov & Hutter 2019).
    case adamW(beta1: Float, beta2: Float, weightDecay: Float)

    func makeOptimizer() -> Optimizer {
        switch self {
        case .sgd(let momentum, let weightDecay): StochasticGradientDescent(momentum: momentum, weightDecay: weightDecay)
        case .adamW(let beta1, let beta2, let weightDecay): AdamW(beta1: beta1, beta2: beta2, weightDecay: weightDecay)
        }
    }
}

/// SGD with momentum: `v ← μ·v + g + λ·w`, `w ← w − η·v`.
public final class StochasticGradientDescent: Optimizer {
    public let momentum: Float
    public let weightDecay: Float
    private var velocities = [[Float]]()

    public init(momentum: Float = 0.9, weightDecay: Float = 0) {
        self.momentum = momentum
        self.weightDecay = weightDecay
    }

    public func update(_ parameters: [Parameter], learningRate: Float) {
        if velocities.isEmpty { velocities = parameters.map { Array(repeating: 0, count: $0.value.count) } }
        for (p, parameter) in parameters.enumerated() {
            let decay = parameter.decays ? weightDecay : 0
            for i in parameter.value.indices {
                let v = momentum * velocities[p][i] + parameter.gradient[i] + decay * parameter.value[i]
                velocities[p][i] = v
                parameter.value[i] -= learningRate * v
            }
        }
    }
}

/// AdamW: Adam's bias-corrected moment estimates with weight decay applied directly to weights,
/// `w ← w − η·(m̂/(√v̂ + ε) + λ·w)`.
public final class AdamW: Optimizer {
    public let beta1: Float
    public let beta2: Float
    public let weightDecay: Float
    private let epsilon: Float = 1e-8
    private var firstMoments = [[Float]]()
    private var secondMoments = [[Float]]()
    private var step = 0

    public init(beta1: Float = 0.9, beta2: Float = 0.999, weightDecay: Float = 0) {
        self.beta1 = beta1
        self.beta2 = beta2
        self.weightDecay = weightDecay
    }

    public func update(_ parameters: [Parameter], learningRate: Float) {
        if firstMoments.isEmpty {
            firstMoments = parameters.map { Array(repeating: 0, count: $0.value.count) }
            secondMoments = firstMoments
        }
        step += 1
        let correction1 = 1 - pow(beta1, Float(step))
        let correction2 = 1 - pow(beta2, Float(step))
        for (p, parameter) in parameters.enumerated() {
            let decay = parameter.decays ? weightDecay : 0
            firstMoments[p].withUnsafeMutableBufferPointer { m in
                secondMoments[p].withUnsafeMutableBufferPointer { v in
                    for i in parameter.value.indices {
                        let g = parameter.gradient[i]
                        m[i] = beta1 * m[i] + (1 - beta1) * g
                        v[i] = beta2 * v[i] + (1 - beta2) * g * g
                        let adaptive = (m[i] / correction1) / ((v[i] / correction2).squareRoot() + epsilon)
                        parameter.value[i] -= learningRate * (adaptive + decay * parameter.value[i])
                    }
                }
            }
        }
    }
}
