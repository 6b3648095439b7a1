import Foundation

/// How the learning rate changes over training, evaluated at every minibatch.
public enum LearningRateSchedule: Codable, Sendable, Equatable {
    case constant
    /// Multiply by `factor` every `epochs` epochs.
    case step(epochs: Int, factor: Float)
    /// Linear warm-up over `warmupEpochs`, then cosine decay to `floor`·base at the last epoch
    /// (Loshchilov & Hutter 2017, without restarts).
    case cosine(warmupEpochs: Double, floor: Float)

    /// The rate at `epoch` (fractional: 2.5 is halfway through the third epoch) of `totalEpochs`.
    public func rate(base: Float, epoch: Double, totalEpochs: Int) -> Float {
        switch self {
        case .constant:
            return base
        case .step(let epochs, let factor):
            return base * pow(factor, Float(Int(epoch) / max(epochs, 1)))
        case .cosine(let warmup, let floor):
            if epoch < warmup { return base * Float(max(epoch / warmup, 0.01)) }
            let span = max(Double(totalEpochs) - warmup, 1e-9)
            let progress = min(max((epoch - warmup) / span, 0), 1)
            let cosine = Float(0.5 * (1 + cos(.pi * progress)))
            return base * (floor + (1 - floor) * cosine)
        }
    }
}
