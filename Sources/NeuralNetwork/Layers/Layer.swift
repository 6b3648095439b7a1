/// Whether a forward pass trains (dropout active, activations cached for `backward`) or infers.
public enum ForwardMode: Sendable {
    case training
    case inference
}

/// One stage of a network, mapping a minibatch (one sample per row) to a minibatch.
///
/// `forward` in `.training` mode caches what `backward` needs; `backward` receives ∂loss/∂output
/// for that same minibatch, adds ∂loss/∂parameters into each `Parameter.gradient` and returns
/// ∂loss/∂input. A recurrent layer fits the same contract with a row holding a whole sequence
/// (`length` × `channels`, as `Convolution1D` reads it) and backpropagation through time inside.
public protocol Layer: AnyObject {
    /// Enough to rebuild the layer (without its weights) and to write it to a model file.
    var specification: LayerSpecification { get }
    /// Trainable tensors, in a fixed order (the model file stores them in this order).
    var parameters: [Parameter] { get }
    /// Values per input row this layer expects.
    var inputWidth: Int { get }
    /// Values per output row.
    var outputWidth: Int { get }

    func forward(_ input: Matrix, mode: ForwardMode) -> Matrix
    func backward(_ outputGradient: Matrix) -> Matrix
}

extension Layer {
    public var parameters: [Parameter] { [] }
}
