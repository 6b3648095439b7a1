import InkCore

extension StarFit {
    /// A gap between two points is flat when the ink nearest the centre there lies at least this
    /// share of the way out to the straight side joining the two points. The drawn $1 train
    /// stars' deepest-reaching valleys lie at most 0.60 of the way, 90 % of the MMG and Quick,
    /// Draw! train star fits' at most 0.78–0.80; a box side that two of the points end lies on
    /// it (0.998–1.016 for the trial19 box with a connector leaving its bottom).
    static let flatGapShare = 0.9
    /// At most this many gaps between a star's points may be flat: one, as slack for a sloppy
    /// valley (of the fits passing every other test on train, MMG 2 of 303 and Quick, Draw! 1
    /// of 25 have one); the 22 MMG train fits with 2–5 flat gaps lie on ink such as ∅, "P" and
    /// pitchforks, and dropping them changes no star's answer (twenty-second pass).
    static let maximumFlatGaps = 1

    /// How many of the gaps between `outer`'s points (i and i + 1, clockwise) have no valley:
    /// the ink nearest `center` in gap i (`nearest[i]`, its distance from the centre, in points)
    /// lies at least `flatGapShare` of the way out to the line through the two points.
    ///
    /// A star's outline bends in toward its centre between every two points — an outlined star's
    /// concave inner vertices, a pentagram's or two triangles' chords crossing inside — so the
    /// ink nearest the centre there lies well inside the line joining them (an outlined regular
    /// pentagram's valleys at 0.47 of the way). Ink whose hull has five corners for another
    /// reason has straight or outward-bowed stretches between some of them: a box with an arrow
    /// or a line leaving its bottom has the box's four corners and the connector's end as
    /// points, and three of the five gaps are the box's sides (its median valley, the box's
    /// bottom edge beside the connector, passes `maximumInnerRatio`). O(k) in points.
    static func flatGapCount(nearest: [Double], outer: [Vector2], center: Vector2) -> Int {
        outer.indices.count(where: { i in
            let a = outer[i], b = outer[(i + 1) % outer.count], length = a.distance(to: b)
            guard length > 0 else { return true }
            let side = abs((b - a).cross(center - a)) / length
            return nearest[i] >= flatGapShare * side
        })
    }
}
