import Foundation

/// Logistic calibration of each kind's scale-free fit error into a probability:
/// `confidence = 1 / (1 + exp((error − midpoint) / width))`.
///
/// `midpoint` is the error at which a fit is as likely right as wrong; `width` how quickly
/// confidence falls around it. Both are fitted by logistic regression of "the sample is this kind"
/// on the kind's error over the training splits (`inkrec eval shapes … --split train --calibrate`,
/// `fittedLogistic`); the defaults then relax the rectangle, ellipse and line midpoints and narrow
/// the polygon width on the validation splits; the arrow's was fitted on the four train splits
/// together in the fifth pass (2026-11-30). Later passes changed fits without refitting: see
/// "When the shipped calibration was last fitted" in
/// `Sources/ShapeRecognition/ShapeRecognition.docc/ShapeRecognizer.md`.
public struct ShapeCalibration: Sendable, Hashable, Codable {
    public struct Logistic: Sendable, Hashable, Codable {
        /// Fit error (a fraction of the shape's size) at which confidence is 0.5.
        public var midpoint: Double
        /// Error change that moves confidence from 0.5 to 0.73; positive.
        public var width: Double

        public init(midpoint: Double, width: Double) {
            self.midpoint = midpoint
            self.width = width
        }

        /// The calibrated probability for a fit error.
        public func confidence(forError error: Double) -> Double {
            guard error.isFinite else { return 0 }
            return 1 / (1 + exp((error - midpoint) / max(width, 1e-9)))
        }
    }

    /// Line: RMS distance to the total-least-squares axis over the line's length.
    public var line: Logistic
    /// Arrow: mean distance to shaft and barbs over the shaft length.
    public var arrow: Logistic
    /// Ellipse: mean Sampson distance over the geometric-mean radius.
    public var ellipse: Logistic
    /// Rectangle (sharp or rounded): mean distance to the outline over √(width·height).
    public var rectangle: Logistic
    /// Polygon: mean distance to the sides over √area.
    public var polygon: Logistic
    /// Star: mean distance to outline or chords over the outer radius.
    public var star: Logistic

    public init(
        line: Logistic, arrow: Logistic, ellipse: Logistic, rectangle: Logistic, polygon: Logistic,
        star: Logistic
    ) {
        self.line = line
        self.arrow = arrow
        self.ellipse = ellipse
        self.rectangle = rectangle
        self.polygon = polygon
        self.star = star
    }

    public static let `default` = ShapeCalibration(
        line: Logistic(midpoint: 0.017, width: 0.0048),
        arrow: Logistic(midpoint: 0.0337, width: 0.0037),
        ellipse: Logistic(midpoint: 0.041, width: 0.005),
        rectangle: Logistic(midpoint: 0.045, width: 0.006),
        polygon: Logistic(midpoint: 0.0478, width: 0.006),
        star: Logistic(midpoint: 0.0504, width: 0.0051))
}
