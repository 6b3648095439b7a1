import NeuralNetwork

/// The tests' seeded generator: the same SplitMix64 that training uses, so one seed means one stream.
public typealias SeededGenerator = SplitMix64
