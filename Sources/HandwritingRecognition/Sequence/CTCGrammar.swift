/// What a constrained `CTCPrefixSearch` may spell: a finite-state grammar over the symbols of the
/// posteriors it reads (1 … alphabet.count; never the blank). The empty prefix is in state 0.
protocol CTCGrammar {
    /// Appends each symbol that may follow a prefix in `state`, with the state the longer prefix
    /// is in.
    func appendTransitions(from state: Int, to transitions: inout [(symbol: Int, state: Int)])
    /// Whether a prefix in `state` is a complete reading.
    func isComplete(_ state: Int) -> Bool
}
