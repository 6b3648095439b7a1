/// The values of one command line, checked against the command's ``CommandSignature``.
///
/// Asking for a name the signature does not declare is a programmer error and traps with its name.
public struct ParsedArguments: Sendable {
    let signature: CommandSignature
    var positionalValues: [String: [String]] = [:]
    var optionValues: [String: String] = [:]
    var setFlags: Set<String> = []
    /// The whole command line as run: `inkrec`, the command's words, then its arguments, for
    /// what a command writes down about how it was made (the HTML reports); empty when the
    /// arguments were parsed on their own.
    public internal(set) var commandLine: [String] = []

    /// The value of a single positional argument, or `nil` when an optional one is absent.
    public func positional(_ name: String) -> String? {
        positionals(name).first
    }

    /// All values of a (repeated) positional argument, in command-line order.
    public func positionals(_ name: String) -> [String] {
        precondition(signature.arguments.contains { $0.name == name }, "undeclared argument \(name)")
        return positionalValues[name] ?? []
    }

    /// An option's value, its default when absent, or `nil` when it has neither.
    public func option(_ name: String) -> String? {
        guard let option = signature.option(named: name) else { preconditionFailure("undeclared option --\(name)") }
        return optionValues[name] ?? option.defaultValue
    }

    /// Whether an option was given on the command line (not just defaulted).
    public func isGiven(_ name: String) -> Bool {
        precondition(signature.option(named: name) != nil, "undeclared option --\(name)")
        return optionValues[name] != nil
    }

    /// An option's value converted to `T` (`Int`, `Double`, `UInt64`, …), or `nil` when absent
    /// without a default.
    ///
    /// - Throws: ``CommandError/usage(_:)`` when the text does not convert (`--epochs ten`).
    public func option<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws -> T? {
        guard let text = option(name) else { return nil }
        guard let value = T(text) else {
            throw CommandError.usage("--\(name) expects \(Self.typeDescription(type)), got '\(text)'")
        }
        return value
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool {
        precondition(signature.flag(named: name) != nil, "undeclared flag --\(name)")
        return setFlags.contains(name)
    }

    private static func typeDescription<T>(_ type: T.Type) -> String {
        switch type {
        case is any UnsignedInteger.Type: "a non-negative integer"
        case is any BinaryInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type: "a number"
        default: "a \(type)"
        }
    }
}
