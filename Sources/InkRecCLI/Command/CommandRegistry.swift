/// Every `inkrec` command, in the order `inkrec --help` lists them.
///
/// Adding a command is one line here plus its file in `Commands/`. Nested commands (`eval shapes`)
/// need no group declaration: the group `eval` exists because a command's name starts with it.
public enum CommandRegistry {
    public static let commands: [any Command] = [
    ]
}
