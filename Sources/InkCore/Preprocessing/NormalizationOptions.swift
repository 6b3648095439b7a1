import Foundation

/// What `InkDrawing.normalized(_:)` does, in its order: rotate, then scale, then translate.
public struct NormalizationOptions: Sendable, Hashable {
    /// Where the drawing is moved to.
    public enum Translation: Sendable, Hashable {
        /// Stay where the rotation and scaling leave it (scaling is about the bounding-box origin).
        case none
        /// The centroid (mean of the points) moves to (0, 0), as in $1.
        case centroid
        /// The bounding box's minimum corner moves to (0, 0): the ink fills (0…w, 0…h).
        case boundingBoxOrigin
        /// The bounding box's center moves to (0, 0).
        case boundingBoxCenter
    }

    /// How the drawing is resized, measured on its bounding box after rotation.
    ///
    /// A target that is not a positive finite number of points (0, −5, NaN, infinity) is ignored,
    /// never an error: `.uniform` then does not scale; `.nonUniform` scales that side by the other
    /// side's factor (aspect kept), or not at all when both are invalid, so `dollarOne(size: 0)`
    /// only rotates and translates. Validate sizes that come from users first.
    public enum Scale: Sendable, Hashable {
        case none
        /// The longer side becomes `size` points and the other follows: aspect ratio kept, so
        /// a line stays a line.
        case uniform(size: Double)
        /// Width becomes `width` and height becomes `height` points, as $1 scales to a square
        /// (it distorts: a circle and an ellipse become alike). A side of zero extent (a vertical
        /// or horizontal line) takes the other side's factor instead of dividing by zero.
        case nonUniform(width: Double, height: Double)
    }

    /// Whether the drawing is turned first.
    public enum Rotation: Sendable, Hashable {
        case none
        /// Turned about its centroid by minus `InkDrawing.indicativeAngle`, as in $1, which makes
        /// the result invariant to the drawing's rotation (and blind to orientation: a 6 and a 9 may meet).
        case indicativeAngle
    }

    public var rotation: Rotation
    public var scale: Scale
    public var translation: Translation

    public init(rotation: Rotation = .none, scale: Scale = .none, translation: Translation = .none) {
        self.rotation = rotation
        self.scale = scale
        self.translation = translation
    }

    /// $1's normalization (Wobbrock et al. 2007): rotate to the indicative angle, scale to a
    /// `size` × `size` square non-uniformly, centroid to the origin (a `size` that is not a
    /// positive finite number scales nothing, see `Scale`).
    public static func dollarOne(size: Double = 250) -> NormalizationOptions {
        NormalizationOptions(
            rotation: .indicativeAngle, scale: .nonUniform(width: size, height: size), translation: .centroid)
    }
}
