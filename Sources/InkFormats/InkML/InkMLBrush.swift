import InkCore

/// The stroke style an InkML `<brush>` gives its traces (W3C InkML 2011, `brush` and
/// `brushProperty`): `InkStroke.color`, `width` and `inkType`.
///
/// - `color`: the standard property, `#RRGGBB` (six hex digits, kept in the case written).
/// - `width`: the standard property, in points (`units="pt"` when written). Read from `pt`,
///   `pc` (12 pt), `in` (72 pt), `mm`, `cm`, `m` and `himetric` (0.01 mm) by the length, so
///   2 mm reads as 5.669… pt; without `units`, or in `dev`/`px`, the number is taken as it stands
///   (not scaled with coordinates the reader converts).
/// - `inkType`: no standard property names it; written and read as `inkrec:inkType`.
///
/// Other properties (`height`, `transparency`, `tip`, `rasterOp`, …) are read and dropped.
struct InkMLBrush: Hashable {
    var color: String?
    var width: Double?
    var inkType: String?

    static let colorProperty = "color"
    static let widthProperty = "width"
    static let inkTypeProperty = "inkrec:inkType"

    var isEmpty: Bool { color == nil && width == nil && inkType == nil }

    /// The part of `stroke`'s style a brush can hold: a colour other than `#RRGGBB` and a
    /// negative or non-finite width are left out (the reader would refuse them).
    init(_ stroke: InkStroke) {
        color = stroke.color.flatMap { Self.isHexColor($0) ? $0 : nil }
        width = stroke.width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        inkType = stroke.inkType
    }

    init() {}

    /// Whether the brush holds all of `stroke`'s style, so it reads back unchanged.
    static func holdsStyle(of stroke: InkStroke) -> Bool {
        let brush = InkMLBrush(stroke)
        return brush.color == stroke.color && brush.width == stroke.width && brush.inkType == stroke.inkType
    }

    func apply(to stroke: inout InkStroke) {
        stroke.color = color
        stroke.width = width
        stroke.inkType = inkType
    }

    /// Sets the property `name` from a `brushProperty`; properties inkrec has no field for are ignored.
    /// - Throws: `InkFormatError.Reason.unexpected` for a colour that is not `#RRGGBB`, a width
    ///   that is no finite number of at least 0, or a width unit that is no length.
    mutating func set(_ name: String, value: String, units: String?) throws(InkFormatError.Reason) {
        switch name {
        case Self.colorProperty:
            guard Self.isHexColor(value) else {
                throw .unexpected(expected: "a brush colour #RRGGBB", found: "\"\(value)\"")
            }
            color = value
        case Self.widthProperty:
            guard let number = Double(value), number.isFinite, number >= 0 else {
                throw .unexpected(expected: "a brush width: a finite number of at least 0", found: "\"\(value)\"")
            }
            guard let scale = Self.pointsPerUnit(units) else {
                throw .unexpected(expected: "a brush width unit (pt, pc, in, mm, cm, m, himetric, dev, px)", found: "\"\(units ?? "")\"")
            }
            width = number * scale
        case Self.inkTypeProperty:
            inkType = value
        default:
            break
        }
    }

    /// Points per `units` (``InkMLLength``); 1 for none, `dev` and `px` (the coordinates' own
    /// unit); `nil` for a unit that is no length.
    private static func pointsPerUnit(_ units: String?) -> Double? {
        guard let units, units != "dev", units != "px" else { return 1 }
        return InkMLLength.points(per: units)
    }

    /// `#` and six hex digits.
    private static func isHexColor(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 7 && scalars[0] == "#" && scalars.dropFirst().allSatisfy { $0.properties.isASCIIHexDigit }
    }
}

extension InkMLBrush {
    /// The `<brush>` element with the properties that are set, each line after `indent`.
    func element(id: String, indent: String) -> String {
        var xml = "\(indent)<brush xml:id=\"\(XMLEscaping.attribute(id))\">\n"
        func property(_ name: String, _ value: String, units: String? = nil) {
            let unitsAttribute = units.map { " units=\"\($0)\"" } ?? ""
            xml += "\(indent)  <brushProperty name=\"\(name)\" value=\"\(XMLEscaping.attribute(value))\"\(unitsAttribute)/>\n"
        }
        if let color { property(Self.colorProperty, color) }
        if let width { property(Self.widthProperty, DecimalText.shortest(width), units: "pt") }
        if let inkType { property(Self.inkTypeProperty, inkType) }
        return xml + "\(indent)</brush>\n"
    }
}
