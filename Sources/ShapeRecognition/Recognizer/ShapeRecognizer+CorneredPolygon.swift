extension ShapeRecognizer {
    /// A hexagon to octagon every vertex of which is a drawn corner (a ShortStraw corner within
    /// `cornerMatch`) beats its ellipse while lying no farther from the ink than this times the
    /// ellipse's mean distance: a side drawn bulging pulls the ellipse nearer, but an ellipse has
    /// no corners. Quick, Draw! train hexagon #5 (three strokes, one side bowed) lies at 1.24 of
    /// its ellipse's distance, octagon #43 at 1.38; no drawing of the four sets' train and
    /// validation splits or pendigits train labelled an ellipse (or anything else) has such a
    /// polygon farther than its ellipse.
    static let corneredPolygonDistanceShare = 1.6
}
