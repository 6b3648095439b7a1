import Foundation

/// Softmax followed by cross-entropy against integer class labels, fused so the gradient is the
/// stable `softmax − onehot` (divided by the batch size).
public enum SoftmaxCrossEntropy {
    /// Row-wise softmax, computed after subtracting each row's maximum (no overflow for large logits).
    public static func probabilities(_ logits: Matrix) -> Matrix {
        var output = logits
        for r in 0..<logits.rows {
            let base = r * logits.columns
            var largest = -Float.infinity
            for c in 0..<logits.columns { largest = max(largest, logits.values[base + c]) }
            var sum: Float = 0
            for c in 0..<logits.columns {
                let e = expf(logits.values[base + c] - largest)
                output.values[base + c] = e
                sum += e
            }
            for c in 0..<logits.columns { output.values[base + c] /= sum }
        }
        return output
    }

    /// Mean cross-entropy over the rows and ∂loss/∂logits.
    /// - Parameter labels: one class index in `0..<logits.columns` per row.
    /// - Parameter smoothing: label smoothing ε (Szegedy et al. 2016): the target puts `1−ε` on the
    ///   label and spreads `ε` evenly over all classes; 0 gives plain cross-entropy.
    public static func loss(logits: Matrix, labels: [Int], smoothing: Float = 0) -> (loss: Float, gradient: Matrix) {
        precondition(labels.count == logits.rows, "One label per row: \(labels.count) for \(logits.rows) rows")
        var gradient = probabilities(logits)
        let classes = logits.columns
        let offValue = smoothing / Float(classes)
        let scale = 1 / Float(max(logits.rows, 1))
        var total: Float = 0
        for r in 0..<logits.rows {
            let base = r * classes
            for c in 0..<classes {
                let target = offValue + (c == labels[r] ? 1 - smoothing : 0)
                let p = gradient.values[base + c]
                if target > 0 { total -= target * logf(max(p, .leastNormalMagnitude)) }
                gradient.values[base + c] = (p - target) * scale
            }
        }
        return (total * scale, gradient)
    }
}
