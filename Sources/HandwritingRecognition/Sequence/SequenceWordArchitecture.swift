import NeuralNetwork

/// The word network: a stack of 1-D convolutions over the word's point sequence, then a
/// kernel-1 convolution giving every output frame one logit per symbol (blank + alphabet), read
/// with CTC (Graves et al. 2006). In the line of fully convolutional CTC recognizers
/// (Zhang, Zhou & Liu 2017, for online handwriting).
///
/// Every stage is a "same" convolution with `kernel` taps and ReLU; the first `pooledStages`
/// stages end in max pooling by 2, so a frame covers `2^pooledStages` points. Optionally a
/// `BidirectionalLSTM` follows, giving every frame the context of the whole word. With the defaults
/// (5 taps, stages of 64, 96, 128, 128, 128 channels, two pooled) a frame sees about 64 points,
/// some four letters, and 256 points cost ≈ 20 M multiply-adds.
public struct SequenceWordArchitecture: Sendable, Equatable {
    /// Output channels of each convolution stage.
    public var channels: [Int]
    /// Stages, from the first, that end in pooling by 2.
    public var pooledStages: Int
    public var kernel: Int
    /// Units per direction of a `BidirectionalLSTM` after the convolutions; 0 for none.
    public var recurrentHidden: Int
    /// Dropout before the frame classifier (fraction zeroed while training).
    public var dropout: Float

    public init(
        channels: [Int] = [64, 96, 128, 128, 128], pooledStages: Int = 2, kernel: Int = 5, recurrentHidden: Int = 0,
        dropout: Float = 0.2
    ) {
        self.channels = channels
        self.pooledStages = pooledStages
        self.kernel = kernel
        self.recurrentHidden = recurrentHidden
        self.dropout = dropout
    }

    /// Points per output frame.
    public var frameStride: Int { 1 << min(pooledStages, channels.count) }

    /// The layers for `features` inputs and `symbols` outputs per frame (alphabet + blank).
    public func layers(features: WordFeatureSequence, symbols: Int) -> [LayerSpecification] {
        var layers = [LayerSpecification]()
        var length = features.pointCount
        var width = WordFeatureSequence.channels
        for (stage, outputs) in channels.enumerated() {
            layers.append(.convolution1D(length: length, inputChannels: width, outputChannels: outputs, kernel: kernel))
            layers.append(.activation(.relu, width: length * outputs))
            width = outputs
            if stage < pooledStages {
                layers.append(.pooling1D(.max, length: length, channels: width, size: 2))
                length /= 2
            }
        }
        if recurrentHidden > 0 {
            layers.append(.bidirectionalLSTM(length: length, inputChannels: width, hidden: recurrentHidden))
            width = 2 * recurrentHidden
        }
        if dropout > 0 { layers.append(.dropout(rate: dropout, width: length * width)) }
        layers.append(.convolution1D(length: length, inputChannels: width, outputChannels: symbols, kernel: 1))
        return layers
    }
}
