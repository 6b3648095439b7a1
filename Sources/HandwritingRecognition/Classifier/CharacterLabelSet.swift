/// The classes a character model distinguishes, by name as the CLI's `--labels` takes them.
public enum CharacterLabelSet: String, Sendable, CaseIterable, CustomStringConvertible {
    /// 0–9.
    case digits
    /// A–Z.
    case upper
    /// a–z.
    case lower
    /// Digits, then upper-case, then lower-case letters: 62 classes.
    case latin

    public var description: String { rawValue }

    /// Class names in logit order.
    public var labels: [String] {
        switch self {
        case .digits: Self.characters("0", "9")
        case .upper: Self.characters("A", "Z")
        case .lower: Self.characters("a", "z")
        case .latin: Self.digits.labels + Self.upper.labels + Self.lower.labels
        }
    }

    private static func characters(_ first: Unicode.Scalar, _ last: Unicode.Scalar) -> [String] {
        (first.value...last.value).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
