/// A dense row-major matrix of `Float`: `values[row * columns + column]`.
///
/// A minibatch is a matrix with one sample per row. Layers that see a sequence (1-D convolution,
/// pooling) read each row as `length` time steps of `channels` values, channels varying fastest.
public struct Matrix: Sendable, Equatable {
    public private(set) var rows: Int
    public private(set) var columns: Int
    /// Row-major storage, `rows * columns` values.
    public var values: [Float]

    /// A `rows`×`columns` matrix filled with `value`.
    public init(rows: Int, columns: Int, repeating value: Float = 0) {
        precondition(rows >= 0 && columns >= 0, "Matrix dimensions must be non-negative")
        self.rows = rows
        self.columns = columns
        values = Array(repeating: value, count: rows * columns)
    }

    /// A matrix over existing row-major values; `values.count` must be `rows * columns`.
    public init(rows: Int, columns: Int, values: [Float]) {
        precondition(values.count == rows * columns, "Matrix needs \(rows * columns) values, got \(values.count)")
        self.rows = rows
        self.columns = columns
        self.values = values
    }

    public subscript(row: Int, column: Int) -> Float {
        get { values[row * columns + column] }
        set { values[row * columns + column] = newValue }
    }

    /// The values of one row.
    public func row(_ index: Int) -> ArraySlice<Float> {
        values[(index * columns)..<((index + 1) * columns)]
    }

    /// The rows at `indices`, in that order (a minibatch).
    public func gatheringRows(_ indices: some Collection<Int>) -> Matrix {
        var result = [Float]()
        result.reserveCapacity(indices.count * columns)
        for index in indices { result.append(contentsOf: row(index)) }
        return Matrix(rows: indices.count, columns: columns, values: result)
    }
}
