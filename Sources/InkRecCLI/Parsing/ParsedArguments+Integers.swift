extension ParsedArguments {
    /// An option that must be an integer ≥ 1 (epochs, batch size, threads).
    /// - Throws: `CommandError.usage` otherwise.
    func positiveInteger(_ name: String) throws -> Int {
        guard let value = try option(name, as: Int.self), value > 0 else {
            throw CommandError.usage("--\(name) expects a positive integer")
        }
        return value
    }

    /// An integer option within `range`, or `value` when absent (a mode-dependent default).
    /// - Throws: `CommandError.usage` naming the range.
    func integer(_ name: String, in range: ClosedRange<Int>, default value: Int? = nil) throws -> Int {
        if option(name) == nil, let value { return value }
        guard let number = Int(option(name) ?? ""), range.contains(number) else {
            throw CommandError.usage("--\(name) expects an integer from \(range.lowerBound) to \(range.upperBound), got '\(option(name) ?? "")'")
        }
        return number
    }
}
