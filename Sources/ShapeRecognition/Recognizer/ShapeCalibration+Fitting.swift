import Foundation

extension ShapeCalibration {
    /// Which logistic of a calibration scores a kind.
    public enum Family: String, Sendable, Hashable, Codable, CaseIterable {
        case line, arrow, ellipse, rectangle, polygon, star

        /// The family scoring `kind` (rounded rectangles share the rectangle's, regular polygons
        /// the polygon's).
        public init(_ kind: ShapeKind) {
            switch kind {
            case .line: self = .line
            case .arrow: self = .arrow
            case .ellipse: self = .ellipse
            case .rectangle, .roundedRectangle: self = .rectangle
            case .polygon, .regularPolygon: self = .polygon
            case .star: self = .star
            }
        }
    }

    /// The logistic of one family.
    public subscript(family: Family) -> Logistic {
        get {
            switch family {
            case .line: line
            case .arrow: arrow
            case .ellipse: ellipse
            case .rectangle: rectangle
            case .polygon: polygon
            case .star: star
            }
        }
        set {
            switch family {
            case .line: line = newValue
            case .arrow: arrow = newValue
            case .ellipse: ellipse = newValue
            case .rectangle: rectangle = newValue
            case .polygon: polygon = newValue
            case .star: star = newValue
            }
        }
    }

    /// A logistic fitted by maximum likelihood (Newton's method, a small ridge for separable
    /// data) to `(fit error, whether that candidate was the true shape)` pairs: Platt scaling
    /// (Platt 1999) of one feature.
    ///
    /// - Returns: `nil` with fewer than 2 positives or 2 negatives, or when the fit does not make
    ///   confidence fall as the error grows.
    /// - Complexity: O(n) per iteration, at most 50 iterations.
    public static func fittedLogistic(_ samples: [(error: Double, isCorrect: Bool)]) -> Logistic? {
        let data = samples.filter { $0.error.isFinite }
        let positives = data.filter(\.isCorrect).count
        guard positives >= 2, data.count - positives >= 2 else { return nil }
        // Standardize the error for a well-conditioned Newton step: p = σ(a + b·z), z = (e − μ)/σ.
        let mean = data.reduce(0) { $0 + $1.error } / Double(data.count)
        let spread = (data.reduce(0) { $0 + ($1.error - mean) * ($1.error - mean) } / Double(data.count)).squareRoot()
        guard spread > 0 else { return nil }
        let ridge = 1e-3
        var a = 0.0, b = 0.0
        for _ in 0..<50 {
            var ga = 0.0, gb = 0.0, haa = ridge, hab = 0.0, hbb = ridge
            for sample in data {
                let z = (sample.error - mean) / spread
                let p = 1 / (1 + exp(-(a + b * z)))
                let residual = p - (sample.isCorrect ? 1 : 0)
                let weight = p * (1 - p)
                ga += residual; gb += residual * z
                haa += weight; hab += weight * z; hbb += weight * z * z
            }
            gb += ridge * b
            let det = haa * hbb - hab * hab
            guard det > 0 else { break }
            let da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det
            a -= da; b -= db
            if abs(da) + abs(db) < 1e-9 { break }
        }
        // σ(a + b·z) = 1 / (1 + exp((e − midpoint) / width)) with width = −σ/b, midpoint = μ − a·σ/b.
        guard b < 0 else { return nil }
        return Logistic(midpoint: mean - a * spread / b, width: -spread / b)
    }
}
