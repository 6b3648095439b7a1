/// A trainable tensor and its gradient, shared by reference between a layer and the optimizer.
public final class Parameter {
    /// Current values, in the layer's documented layout.
    public var value: [Float]
    /// ∂loss/∂value accumulated by the last backward pass (summed over the minibatch, already
    /// divided by its size by the loss).
    public var gradient: [Float]
    /// Whether weight decay applies (weights yes, biases no).
    public let decays: Bool

    public init(_ value: [Float], decays: Bool) {
        self.value = value
        gradient = Array(repeating: 0, count: value.count)
        self.decays = decays
    }

    func zeroGradient() {
        for i in gradient.indices { gradient[i] = 0 }
    }
}
