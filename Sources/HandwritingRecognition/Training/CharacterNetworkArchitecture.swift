import NeuralNetwork

/// The character network: a 1-D convolutional net over the resampled trajectory
/// (in the line of LeCun et al. 1998, applied to pen trajectories as in Bai & Huo 2005).
///
/// Each stage is a "same" convolution (kernel 5, stride 1), ReLU and max pooling by 2, so three
/// stages turn 64 points into 8 positions of `channels.last` features; then a hidden dense layer
/// with ReLU and dropout, and a dense layer to one logit per class.
public struct CharacterNetworkArchitecture: Sendable, Equatable {
    /// Output channels of each convolution stage.
    public var channels: [Int]
    public var kernel: Int
    public var hidden: Int
    public var dropout: Float

    /// The architecture of the shipped models: stages of 32, 48 and 64 channels, 128 hidden units,
    /// dropout 0.3 (≈ 0.64 M multiply-adds per character at 64 points).
    public init(channels: [Int] = [32, 48, 64], kernel: Int = 5, hidden: Int = 128, dropout: Float = 0.3) {
        self.channels = channels
        self.kernel = kernel
        self.hidden = hidden
        self.dropout = dropout
    }

    /// The layers for `features` inputs and `classes` outputs. Stages stop halving once the
    /// sequence is shorter than 4 steps.
    public func layers(features: InkFeatureExtractor, classes: Int) -> [LayerSpecification] {
        var layers = [LayerSpecification]()
        var length = features.pointCount
        var width = InkFeatureExtractor.channels
        for outputs in channels {
            layers.append(.convolution1D(length: length, inputChannels: width, outputChannels: outputs, kernel: kernel))
            layers.append(.activation(.relu, width: length * outputs))
            width = outputs
            if length >= 4 {
                layers.append(.pooling1D(.max, length: length, channels: width, size: 2))
                length /= 2
            }
        }
        layers.append(.dense(inputs: length * width, outputs: hidden))
        layers.append(.activation(.relu, width: hidden))
        if dropout > 0 { layers.append(.dropout(rate: dropout, width: hidden)) }
        layers.append(.dense(inputs: hidden, outputs: classes))
        return layers
    }
}
