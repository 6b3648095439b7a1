extension ArrowFit {
    /// One value for each end of a shaft, `[0]` at its start and `[1]` at its end, held inline:
    /// the fit keeps a dozen such pairs per shaft and band, which as arrays would each be
    /// allocated.
    struct EndPair<Value> {
        var start: Value
        var end: Value

        init(_ start: Value, _ end: Value) {
            (self.start, self.end) = (start, end)
        }

        /// The pair of `value(0)` and `value(1)`, in that order.
        init(_ value: (Int) -> Value) {
            self.init(value(0), value(1))
        }

        subscript(index: Int) -> Value {
            get { index == 0 ? start : end }
            set { if index == 0 { start = newValue } else { end = newValue } }
        }
    }
}
