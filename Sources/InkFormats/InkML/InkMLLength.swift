/// The InkML length units inkrec converts to its points (typographic points, 1/72 in), for X/Y
/// channels, their `resolution` and brush widths.
enum InkMLLength {
    /// Points in one `units` (1 in = 72 pt = 25.4 mm): `pt`, `pc` (12 pt), `in`, `mm`, `cm`, `m`
    /// and `himetric` (0.01 mm); `nil` for anything else (`dev`, `px`, `%`, …), which is no length.
    static func points(per units: String) -> Double? {
        switch units {
        case "pt": 1
        case "pc": 12
        case "in": 72
        case "mm": 72 / 25.4
        case "cm": 72 / 2.54
        case "m": 72 / 0.0254
        case "himetric": 72 / 2540
        default: nil
        }
    }
}
