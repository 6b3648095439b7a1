import Foundation
import InkFiles
import InkFormats

/// A self-contained HTML page (no external files, scripts or fonts) of headings, paragraphs,
/// tables and galleries of ink samples drawn as inline SVG: what `--report FILE` writes.
public struct HTMLReport: Sendable {
    /// One drawn sample: its SVG (a complete `<svg>` element, inserted as is) and a caption
    /// such as "truth 7 → predicted 1" (escaped).
    public struct Sample: Sendable {
        public var svg: String
        public var caption: String

        public init(svg: String, caption: String) {
            self.svg = svg
            self.caption = caption
        }
    }

    public let title: String
    /// Paragraphs under the title, before the body: what the page was made from.
    private var header: [String] = []
    private var body: [String] = []

    public init(title: String) {
        self.title = title
    }

    public mutating func addHeading(_ text: String) {
        body.append("<h2>\(XMLEscaping.attribute(text))</h2>")
    }

    public mutating func addParagraph(_ text: String) {
        body.append("<p>\(XMLEscaping.attribute(text))</p>")
    }

    /// A paragraph in the page header, under the title and above every figure.
    mutating func addHeaderParagraph(_ text: String) {
        header.append("<p>\(XMLEscaping.attribute(text))</p>")
    }

    public mutating func addTable(_ table: TextTable) {
        var html = ["<table>", "<tr>" + table.header.map { "<th>\(XMLEscaping.attribute($0))</th>" }.joined() + "</tr>"]
        for row in table.rows {
            let cells = row.enumerated().map { column, cell in
                let numeric = column < table.alignments.count && table.alignments[column] == .right
                return (numeric ? "<td class=\"n\">" : "<td>") + XMLEscaping.attribute(cell) + "</td>"
            }
            html.append("<tr>" + cells.joined() + "</tr>")
        }
        html.append("</table>")
        body.append(html.joined(separator: "\n"))
    }

    /// A titled grid of samples; an empty list prints "none".
    ///
    /// The heading gives the count once: "arrow → none (8)" when every sample is drawn, "Misclassified
    /// (first 200 of 2,157)" when `samples` are the first of `total`.
    /// - Parameter total: how many samples there are in all, when `samples` holds only the first.
    public mutating func addGallery(title: String, samples: [Sample], total: Int? = nil) {
        let total = max(total ?? samples.count, samples.count)
        let count = total > samples.count
            ? "first \(Formatting.grouped(samples.count)) of \(Formatting.grouped(total))" : Formatting.grouped(total)
        addHeading("\(title) (\(count))")
        guard !samples.isEmpty else {
            body.append("<p>none</p>")
            return
        }
        let figures = samples.map {
            "<figure>\($0.svg)<figcaption>\(XMLEscaping.attribute($0.caption))</figcaption></figure>"
        }
        body.append("<div class=\"gallery\">\n" + figures.joined(separator: "\n") + "\n</div>")
    }

    /// The complete page.
    public func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(XMLEscaping.attribute(title))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid #ccc; padding: 2px 8px; }
        td.n { text-align: right; font-variant-numeric: tabular-nums; }
        .gallery { display: flex; flex-wrap: wrap; gap: 8px; }
        figure { margin: 0; border: 1px solid #ddd; padding: 4px; }
        figure svg { width: 120px; height: 120px; display: block; }
        figcaption { font-size: 12px; text-align: center; }
        </style>
        </head>
        <body>
        <header>
        <h1>\(XMLEscaping.attribute(title))</h1>
        \(header.joined(separator: "\n"))
        </header>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    /// Writes ``html()`` atomically (a temporary file in the same folder, then a rename).
    /// - Throws: `InkFormatError` (`.unwritable`) naming the file when the folder is missing or
    ///   not writable, as every other output of the CLI (exit code 1).
    public func write(to url: URL) throws {
        try AtomicFile.write(to: url) { Data(html().utf8) }
    }
}
