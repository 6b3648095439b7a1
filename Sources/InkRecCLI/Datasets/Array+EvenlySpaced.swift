extension Array {
    /// At most `limit` elements (all for 0) at evenly spaced positions, first element included, so a
    /// dataset stored class by class shows every class (`render --limit`, `bench shapes --limit`).
    /// O(limit).
    func evenlySpaced(limit: Int) -> [Element] {
        guard limit > 0, count > limit else { return self }
        return (0..<limit).map { self[$0 * count / limit] }
    }
}
