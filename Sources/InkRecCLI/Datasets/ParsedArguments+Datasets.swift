import InkFormats

extension ParsedArguments {
    /// The `--split` option (``Option/split``) as a `DatasetSplit`; `.all` when the command
    /// declares it without a value given.
    public func datasetSplit() -> DatasetSplit {
        option("split").flatMap(DatasetSplit.init(rawValue:)) ?? .all
    }

    /// The `--from` option (``Option/inputFormat``) as an `InkFormat`, or `nil` to detect per file.
    public func inputFormat() -> InkFormat? {
        option("from").flatMap(InkFormat.init(rawValue:))
    }
}

extension Option {
    /// `--from F`: read input files as this format instead of detecting it: a file named on the
    /// command line whatever its extension, files in folders when they have the format's extensions.
    public static let inputFormat = Option(
        "from", value: "F", help: "read inputs as this format instead of detecting it (in folders: files with its extensions)",
        allowed: InkFormat.allCases.map(\.rawValue)
    )
}
