import Foundation

extension ShapeRecognizer {
    /// Everything the decision depends on. The calibration was fitted on the training splits of
    /// the shared datasets and adjusted on their validation splits; the tolerances are geometric
    /// (see `Sources/ShapeRecognition/ShapeRecognition.docc/ShapeRecognizer.md`).
    public struct Configuration: Sendable, Hashable, Codable {
        /// Minimum calibrated confidence, in 0…1, for a shape to snap; below it `recognize`
        /// returns no shape (the ink stays). Higher means fewer false snaps and more misses.
        public var confidenceThreshold: Double
        /// A rectangle is a square when its sides differ by at most this share of the longer.
        public var squareTolerance: Double
        /// An ellipse is a circle when its axes differ by at most this share of the major axis.
        /// Hand-drawn circles' axes often differ by 15–25 % (see TuningHistory.md, thirteenth pass).
        public var circleTolerance: Double
        /// A polygon is regular when every side is within this share of the mean side and every
        /// interior angle within `regularAngleTolerance` of the regular polygon's.
        public var regularSideTolerance: Double
        /// In radians.
        public var regularAngleTolerance: Double
        /// A corner is rounded (a `roundedRectangle`) when the ink passes at least this share of
        /// the smaller side inside the sharp corner.
        public var roundedCornerShare: Double
        /// Per-kind logistic calibration of the fit errors.
        public var calibration: ShapeCalibration

        public init(
            confidenceThreshold: Double = 0.5, squareTolerance: Double = 0.12, circleTolerance: Double = 0.25,
            regularSideTolerance: Double = 0.2, regularAngleTolerance: Double = 0.26,
            roundedCornerShare: Double = 0.09, calibration: ShapeCalibration = .default
        ) {
            self.confidenceThreshold = confidenceThreshold
            self.squareTolerance = squareTolerance
            self.circleTolerance = circleTolerance
            self.regularSideTolerance = regularSideTolerance
            self.regularAngleTolerance = regularAngleTolerance
            self.roundedCornerShare = roundedCornerShare
            self.calibration = calibration
        }

        public static let `default` = Configuration()
    }
}
