/// The errors a command reports itself; errors thrown by libraries pass through unchanged.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// The command line is wrong (unknown option, missing argument, bad value): exit code 2.
    case usage(String)
    /// The input is readable as a command line but not usable (empty dataset, unknown label): exit code 1.
    case badInput(String)

    public var description: String {
        switch self {
        case .usage(let message), .badInput(let message): message
        }
    }
}
