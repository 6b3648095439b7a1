import Foundation
import InkFormats
import ShapeRecognition

/// What the shape recognizer should answer for a labelled sample: the table "Shape labels used by
/// evaluation" of DESIGN.md in code.
///
/// Shapes are named by class: `line`, `arrow`, `rectangle`, `roundedRectangle`, `ellipse`,
/// `polygon3` … `polygon8` (regular or not), `star5` … `star8`, and `none` for no snap. Those
/// class names (any case) are labels too, so ink can be labelled in the names the tool prints;
/// beside them the datasets' own names: `square` and `process` (rectangle), `circle`, `oval`,
/// `connection` (ellipse), `triangle`, `diamond`, `pentagon` … `octagon` (`heptagon` is a
/// 7-gon), `five_point_star`, `six_point_star`. The bare `polygon` and `star` mean one of any
/// side or point count the recognizer answers, and are their own rows (`polygon`, `star`).
struct ShapeExpectation: Sendable, Hashable {
    /// The class the sample truly is, as its row in the confusion matrix.
    var truth: String
    /// Predicted classes that count as right (the truth itself, and e.g. `roundedRectangle` for a
    /// flowchart terminator).
    var accepted: Set<String>

    var expectsShape: Bool { truth != Self.noShape }

    static let noShape = "none"

    init(_ truth: String, alsoAccepting others: [String] = []) {
        self.truth = truth
        accepted = Set([truth] + others)
    }

    /// The class of a recognized shape, or `none`.
    static func className(of shape: Shape?) -> String {
        guard let shape else { return noShape }
        return className(kind: shape.kind, sides: shape.sides)
    }

    /// The class of a kind with its polygon sides or star points.
    static func className(kind: ShapeKind, sides: Int?) -> String {
        switch kind {
        case .polygon, .regularPolygon: return "polygon\(sides ?? 0)"
        case .star: return "star\(sides ?? 0)"
        default: return kind.rawValue
        }
    }

    /// How a source label is judged.
    enum Judgement: Sendable, Hashable {
        /// A shape or an explicit non-shape.
        case expect(ShapeExpectation)
        /// Handwriting (UNIPEN and pendigits characters and words): expected not to snap, reported per label.
        case handwriting
        /// Left out on purpose (Quick, Draw!'s `diamond` is a gemstone drawing).
        case excluded
        /// A label this table does not know: reported, not guessed.
        case unknown
    }

    /// The judgement for `label` in the vocabulary of `dataset` (the sample's
    /// `LabeledInk.datasetAnnotation`, which converted files keep), whatever format it was read from.
    ///
    /// A label alone cannot say it: UNIPEN's `x` and `d` are letters, the $1 and MMG ones
    /// gestures, and UNIPEN's words are as open a set as an unknown shape class. Labels match in
    /// any case and without the white space around them (`" Circle "` is a circle).
    static func judge(label: String, dataset: String?) -> Judgement {
        if dataset == InkFormat.unipen.rawValue { return .handwriting }
        let key = LabeledInk.trimmedLabel(label).lowercased()
        if let dataset, excludedLabels[dataset]?.contains(key) == true { return .excluded }
        if let expectation = shapes[key] { return .expect(expectation) }
        if nonShapes.contains(key) { return .expect(ShapeExpectation(noShape)) }
        return .unknown
    }

    /// Dataset → labels left out: Quick, Draw!'s `diamond` is a gemstone, not the rhombus a
    /// `diamond` means elsewhere.
    private static let excludedLabels: [String: Set<String>] = ["quickdraw": ["diamond"]]

    /// Labels naming a shape, from the $1 logs, MMG, Quick, Draw!, FC flowcharts and the common
    /// labelled-ndjson names.
    private static let shapes: [String: ShapeExpectation] = [
        "line": ShapeExpectation("line"),
        "arrow": ShapeExpectation("arrow"), "arrowhead": ShapeExpectation("arrow"),
        "rectangle": ShapeExpectation("rectangle"), "square": ShapeExpectation("rectangle"),
        "process": ShapeExpectation("rectangle"),
        "ellipse": ShapeExpectation("ellipse"), "circle": ShapeExpectation("ellipse"),
        "oval": ShapeExpectation("ellipse"), "connection": ShapeExpectation("ellipse"),
        "terminator": ShapeExpectation("ellipse", alsoAccepting: ["roundedRectangle"]),
        "triangle": ShapeExpectation("polygon3"),
        "diamond": ShapeExpectation("polygon4"), "decision": ShapeExpectation("polygon4"),
        "data": ShapeExpectation("polygon4"),
        "pentagon": ShapeExpectation("polygon5"), "hexagon": ShapeExpectation("polygon6"),
        "heptagon": ShapeExpectation("polygon7"), "octagon": ShapeExpectation("polygon8"),
        "polygon": ShapeExpectation("polygon", alsoAccepting: polygonSides.map { "polygon\($0)" }),
        // A star of any point count: a seven-point star labelled `star` is drawn right.
        "star": ShapeExpectation("star", alsoAccepting: starPoints.map { "star\($0)" }),
        "five_point_star": ShapeExpectation("star5"), "six_point_star": ShapeExpectation("star6"),
        "roundedrectangle": ShapeExpectation("roundedRectangle"),
    ].merging(classNames) { named, _ in named }  // no name is in both

    /// The recognizer's own class names as labels (keyed lowercased, as labels are looked up):
    /// `polygon3` … `polygon8`, `star5` … `star8`; the other kinds' names are in `shapes` already.
    private static let classNames = Dictionary(uniqueKeysWithValues:
        polygonSides.map { ("polygon\($0)", ShapeExpectation("polygon\($0)")) }
            + starPoints.map { ("star\($0)", ShapeExpectation("star\($0)")) })

    /// The side counts the recognizer fits a polygon with (`PolygonFit`'s 3 … `maximumCorners`).
    static let polygonSides = 3...8
    /// The point counts the recognizer fits a star with (`StarFit.pointCounts`).
    static let starPoints = 5...8

    /// Labels that must not snap: the other $1 and MMG gestures, Quick, Draw! scribbles, FC text.
    private static let nonShapes: Set<String> = [
        "none",
        "check", "caret", "v", "x", "question_mark", "left_sq_bracket", "right_sq_bracket",
        "left_curly_brace", "right_curly_brace", "delete_mark", "pigtail",
        "d", "h", "i", "n", "p", "t", "asterisk", "exclamation_point", "half_note", "null", "pitchfork",
        "zigzag", "squiggle", "text",
    ]
}
