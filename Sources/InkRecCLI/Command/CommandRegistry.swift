/// Every `inkrec` command, in the order `inkrec --help` lists them.
///
/// Adding a command is one line here plus its file in `Commands/`. Nested commands (`eval shapes`)
/// need no group declaration: the group `eval` exists because a command's name starts with it.
/// Each area keeps its lines under its own comment, so parallel branches merge without conflicts.
public enum CommandRegistry {
    public static let commands: [any Command] = [
        // Datasets and formats (issue 2)
        InfoCommand(),
        ConvertCommand(),
        RenderCommand(),

        // Shape recognition (issue 3): eval shapes, bench shapes
        EvalShapesCommand(),
        BenchShapesCommand(),

        // Snap session (issue 4): snap, bench snap
        SnapCommand(),
        BenchSnapCommand(),

        // Handwriting classifier (issue 5): train, eval handwriting, bench handwriting
        TrainCommand(),
        EvalHandwritingCommand(),
        BenchHandwritingCommand(),

        // Text recognition (issue 6): recognize, eval text
        RecognizeCommand(),
        EvalTextCommand(),
        LexiconCommand(),

        // Model files: model record-writers
        ModelRecordWritersCommand(),

    ]
}
