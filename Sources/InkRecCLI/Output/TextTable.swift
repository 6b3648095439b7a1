import InkFormats

/// A table of strings: rendered with aligned columns for the terminal, or as HTML in reports.
public struct TextTable: Sendable, Equatable {
    public enum Alignment: Sendable { case left, right }

    public var header: [String]
    public var rows: [[String]]
    /// One per column; by default the first column is left-aligned and the others right-aligned
    /// (labels, then numbers).
    public var alignments: [Alignment]

    public init(header: [String], rows: [[String]] = [], alignments: [Alignment]? = nil) {
        self.header = header
        self.rows = rows
        self.alignments = alignments ?? header.indices.map { $0 == 0 ? .left : .right }
    }

    /// Columns padded to their widest cell, two spaces apart, a rule under the header, a newline
    /// after every row. Rows shorter than the header are padded with empty cells. Cells are
    /// escaped (`escapingControls`: a tab or newline in a label shows as `\t`, `\n`, not as a
    /// broken row) and measured in terminal columns (`terminalWidth`: a CJK character takes two,
    /// a combining accent none).
    public func rendered() -> String {
        let columnCount = ([header.count] + rows.map(\.count)).max() ?? 0
        let cells = ([header] + rows).map { ($0 + Array(repeating: "", count: columnCount - $0.count)).map { escapingControls($0) } }
        let cellWidths = cells.map { $0.map(\.terminalWidth) }
        let widths = (0..<columnCount).map { column in cellWidths.map { $0[column] }.max() ?? 0 }
        func format(_ row: Int) -> String {
            cells[row].enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cellWidths[row][column])
                let alignment = column < alignments.count ? alignments[column] : .right
                return alignment == .left ? cell + padding : padding + cell
            }.joined(separator: "  ").trailingSpacesRemoved
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([format(0), rule] + cells.indices.dropFirst().map(format)).joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
