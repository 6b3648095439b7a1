import NeuralNetwork

/// What `WordModelTrainer.start(from:)` says when a model's alphabet or layers differ: both sides,
/// expected (this training) and found (the model), in the terms of `train --words`' options.
enum InitMismatch {
    /// At most this many symbols are listed per side.
    private static let listedSymbols = 12

    /// "its alphabet differs: the model has 83 symbols, this training 84; the model lacks 'é',
    /// and has 'ß' this training lacks", or for the same symbols "… in another order: symbol 12 is
    /// 'x' in the model, 'y' here". O(symbols).
    static func alphabet(model: [String], expected: [String]) -> String {
        let modelSet = Set(model), expectedSet = Set(expected)
        let missing = expected.filter { !modelSet.contains($0) }, extra = model.filter { !expectedSet.contains($0) }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("the model lacks \(list(missing))") }
        if !extra.isEmpty { parts.append("has \(list(extra)) this training lacks") }
        if parts.isEmpty, let index = firstDifference(model, expected) {
            parts.append("the same symbols in another order: symbol \(index + 1) is '\(model[index])' in the model, '\(expected[index])' here")
        } else if parts.isEmpty {
            parts.append("a symbol repeats")  // equal sets and prefixes, other counts
        }
        return "its alphabet differs: the model has \(model.count) symbols, this training \(expected.count); " + parts.joined(separator: ", and ")
    }

    /// "its layers differ: the model has --channels 64,96,128 --lstm 0 --points 256, this training
    /// --channels 16,24 --lstm 0 --points 256 (12 layers, here 8; layer 1 is conv1d k5 10→64 ×256
    /// in the model, conv1d k5 10→16 ×256 here)". O(layers).
    static func layers(model: [LayerSpecification], expected: [LayerSpecification]) -> String {
        var detail = model.count == expected.count ? "" : "\(model.count) layers, here \(expected.count); "
        if let index = firstDifference(model, expected) {
            detail += "layer \(index + 1) is \(model[index].summary) in the model, \(expected[index].summary) here"
        } else {
            let longer = model.count > expected.count ? model : expected
            detail += "layer \(Swift.min(model.count, expected.count) + 1), \(longer[Swift.min(model.count, expected.count)].summary), is only \(model.count > expected.count ? "in the model" : "here")"
        }
        return "its layers differ: the model has \(options(model)), this training \(options(expected)) (\(detail))"
    }

    /// The `--channels`, `--lstm` and `--points` a `SequenceWordArchitecture` stack was built
    /// with: every convolution but the last (the frame classifier) is a stage.
    private static func options(_ layers: [LayerSpecification]) -> String {
        var stages: [Int] = [], points: Int?, hidden = 0
        for layer in layers {
            switch layer {
            case .convolution1D(let length, _, let outputs, _):
                points = points ?? length
                stages.append(outputs)
            case .bidirectionalLSTM(_, _, let units): hidden = units
            default: break
            }
        }
        let channels = stages.dropLast().map(String.init).joined(separator: ",")
        return "--channels \(channels.isEmpty ? "none" : channels) --lstm \(hidden) --points \(points.map(String.init) ?? "none")"
    }

    /// The first index where both have an element and they differ.
    private static func firstDifference<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int? {
        a.indices.first { $0 < b.count && a[$0] != b[$0] }
    }

    private static func list(_ symbols: [String]) -> String {
        symbols.prefix(listedSymbols).map { "'\($0)'" }.joined(separator: " ") + (symbols.count > listedSymbols ? " … (\(symbols.count) in all)" : "")
    }
}
