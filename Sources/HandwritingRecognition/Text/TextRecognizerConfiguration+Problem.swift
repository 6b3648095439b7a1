extension TextRecognizerConfiguration {
    /// The first field of a `TextRecognizerConfiguration` that is out of range, one case per field
    /// (named as the API names it), so a caller can report the setting its user knows.
    public enum Problem: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        case maxSegmentsPerCharacter, maxCharacterWidth, cutHysteresis, topCutAllowance, dotSize, zoneWeight
        case gapPenalty, characterBonus, outOfVocabularyPenalty, wordGap, beamWidth, unconstrainedClassesPerHypothesis
        case sequenceBeamWidth, sequenceOutOfVocabularyPenalty, sequenceWordPriorWeight, sequenceNumberPenalty, candidateCount

        /// What the value must be, e.g. "must be a positive finite number of x-heights".
        public var requirement: String {
            switch range {
            case .atLeastOne: "must be at least 1"
            case .finite: "must be a finite number"
            case .nonNegative: "must be a finite number ≥ 0"
            case .positive: "must be a finite number > 0"
            }
        }

        /// The field, then the requirement.
        public var description: String { "\(rawValue) \(requirement)" }

        enum Range { case atLeastOne, finite, nonNegative, positive }

        var range: Range {
            switch self {
            case .maxSegmentsPerCharacter, .beamWidth, .unconstrainedClassesPerHypothesis, .sequenceBeamWidth, .candidateCount:
                .atLeastOne
            case .topCutAllowance, .characterBonus:
                .finite
            case .maxCharacterWidth, .wordGap:
                .positive
            case .cutHysteresis, .dotSize, .zoneWeight, .gapPenalty, .outOfVocabularyPenalty, .sequenceOutOfVocabularyPenalty,
                .sequenceWordPriorWeight, .sequenceNumberPenalty:
                .nonNegative
            }
        }

        /// The field this case names: an integer count or a real number.
        var field: Field {
            switch self {
            case .maxSegmentsPerCharacter: .count(\.maxSegmentsPerCharacter)
            case .maxCharacterWidth: .number(\.maxCharacterWidth)
            case .cutHysteresis: .number(\.cutHysteresis)
            case .topCutAllowance: .number(\.topCutAllowance)
            case .dotSize: .number(\.dotSize)
            case .zoneWeight: .number(\.zoneWeight)
            case .gapPenalty: .number(\.gapPenalty)
            case .characterBonus: .number(\.characterBonus)
            case .outOfVocabularyPenalty: .number(\.outOfVocabularyPenalty)
            case .wordGap: .number(\.wordGap)
            case .beamWidth: .count(\.beamWidth)
            case .unconstrainedClassesPerHypothesis: .count(\.unconstrainedClassesPerHypothesis)
            case .sequenceBeamWidth: .count(\.sequenceBeamWidth)
            case .sequenceOutOfVocabularyPenalty: .number(\.sequenceOutOfVocabularyPenalty)
            case .sequenceWordPriorWeight: .number(\.sequenceWordPriorWeight)
            case .sequenceNumberPenalty: .number(\.sequenceNumberPenalty)
            case .candidateCount: .count(\.candidateCount)
            }
        }

        enum Field {
            case count(WritableKeyPath<TextRecognizerConfiguration, Int>)
            case number(WritableKeyPath<TextRecognizerConfiguration, Double>)
        }

        func accepts(_ configuration: TextRecognizerConfiguration) -> Bool {
            switch field {
            case .count(let path): return configuration[keyPath: path] >= 1
            case .number(let path):
                let value = configuration[keyPath: path]
                switch range {
                case .positive: return value.isFinite && value > 0
                case .nonNegative: return value.isFinite && value >= 0
                case .finite, .atLeastOne: return value.isFinite
                }
            }
        }
    }

    /// The first field out of range, or `nil` when every field is in range: counts at least 1;
    /// `maxCharacterWidth` and `wordGap` finite and positive; `topCutAllowance` and `characterBonus`
    /// finite; every other number finite and ≥ 0.
    public var problem: Problem? {
        Problem.allCases.first { !$0.accepts(self) }
    }

    /// This configuration with every field that has a `problem` brought into range: a count below 1
    /// becomes 1; any other out-of-range value (NaN, infinite, negative, or zero where it must be
    /// positive) becomes its default. Fields in range are kept.
    public func clamped() -> TextRecognizerConfiguration {
        var result = self
        let defaults = TextRecognizerConfiguration()
        for problem in Problem.allCases where !problem.accepts(self) {
            switch problem.field {
            case .count(let path): result[keyPath: path] = 1
            case .number(let path): result[keyPath: path] = defaults[keyPath: path]
            }
        }
        return result
    }
}
