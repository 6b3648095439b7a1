/// What a command accepts: positional arguments in order, options that take a value, and flags.
public struct CommandSignature: Sendable {
    public var arguments: [Argument]
    public var options: [Option]
    public var flags: [Flag]

    /// - Precondition: at most one argument is `repeated`, and no optional argument precedes a
    ///   required one (the parser could not tell them apart).
    public init(arguments: [Argument] = [], options: [Option] = [], flags: [Flag] = []) {
        precondition(arguments.filter(\.isRepeated).count <= 1, "a command may have one repeated argument")
        precondition(
            !zip(arguments, arguments.dropFirst()).contains { $0.isOptional && !$1.isOptional },
            "an optional argument cannot precede a required one"
        )
        self.arguments = arguments
        self.options = options
        self.flags = flags
    }

    func option(named name: String) -> Option? { options.first { $0.name == name } }
    func flag(named name: String) -> Flag? { flags.first { $0.name == name } }
}

/// A positional argument, written in upper case in usage (`PATH`).
public struct Argument: Sendable {
    public var name: String
    public var help: String
    /// Takes one or more values (`PATH...`); zero or more when also optional.
    public var isRepeated: Bool
    public var isOptional: Bool

    public init(_ name: String, help: String, repeated: Bool = false, optional: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeated = repeated
        self.isOptional = optional
    }
}

/// An option with a value: `--name VALUE` or `--name=VALUE`. Given twice, it is a usage error
/// (a silently dropped value is worse); a flag given twice is the flag.
public struct Option: Sendable {
    /// The long name without dashes: `"split"` for `--split`.
    public var name: String
    /// The value's placeholder in usage: `S`, `FILE`, `N`.
    public var valueName: String
    public var help: String
    /// Used when the option is absent; shown in help.
    public var defaultValue: String?
    /// When set, any other value is a usage error.
    public var allowedValues: [String]?
    public var isRequired: Bool

    public init(
        _ name: String, value valueName: String, help: String, default defaultValue: String? = nil,
        allowed allowedValues: [String]? = nil, required isRequired: Bool = false
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.isRequired = isRequired
    }
}

/// A boolean switch: `--name`.
public struct Flag: Sendable {
    /// The long name without dashes: `"json"` for `--json`.
    public var name: String
    public var help: String

    public init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
