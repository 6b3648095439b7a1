/// The text of `inkrec --help`, `inkrec help COMMAND` and `inkrec GROUP --help`.
enum HelpText {
    static let toolName = "inkrec"

    /// `inkrec info PATH... [--split S] [--json]`
    static func usage(of command: any Command) -> String {
        let signature = command.signature
        var parts = [toolName, command.name]
        for argument in signature.arguments {
            let text = argument.name + (argument.isRepeated ? "..." : "")
            parts.append(argument.isOptional ? "[\(text)]" : text)
        }
        for option in signature.options {
            let text = "--\(option.name) \(option.valueName)"
            parts.append(option.isRequired ? text : "[\(text)]")
        }
        parts += signature.flags.map { "[--\($0.name)]" }
        return parts.joined(separator: " ")
    }

    static func command(_ command: any Command) -> String {
        let signature = command.signature
        var lines = ["\(toolName) \(command.name) — \(command.summary)", "", "usage: \(usage(of: command))"]
        if !command.discussion.isEmpty { lines += ["", command.discussion] }
        if !signature.arguments.isEmpty {
            lines += ["", "arguments:"]
            lines += columns(signature.arguments.map { ($0.name + ($0.isRepeated ? "..." : ""), $0.help) })
        }
        var options = signature.options.map { option -> (String, String) in
            var help = option.help
            if let allowed = option.allowedValues { help += ": \(allowed.joined(separator: "|"))" }
            if let value = option.defaultValue { help += " (default: \(value))" }
            return ("--\(option.name) \(option.valueName)", help)
        }
        options += signature.flags.map { ("--\($0.name)", $0.help) }
        options.append(("-h, --help", "show this help"))
        lines += ["", "options:"] + columns(options)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tool's overview, or a group's (`prefix` = `["eval"]`): its commands with their summaries.
    static func overview(of commands: [any Command], prefix: [String] = [], version: String) -> String {
        let listed = commands.filter { $0.words.starts(with: prefix) }
        let title = prefix.isEmpty
            ? "\(toolName) \(version) — digital ink to shapes and text"
            : "\(toolName) \(prefix.joined(separator: " ")) — \(listed.count) command\(listed.count == 1 ? "" : "s")"
        let usage = prefix.isEmpty
            ? "usage: \(toolName) COMMAND [ARGS...] | \(toolName) help COMMAND | \(toolName) --version [--json]"
            : "usage: \(toolName) \(prefix.joined(separator: " ")) SUBCOMMAND [ARGS...]"
        var lines = [title, "", usage, "", "commands:"]
        lines += columns(listed.map { ($0.name, $0.summary) })
        lines += ["", "Run '\(toolName) help COMMAND' for a command's arguments and options.",
                  "Exit codes: 0 success, 1 bad input, 2 usage error."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two aligned columns, indented by two spaces.
    private static func columns(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 }
    }
}
