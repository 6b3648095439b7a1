import InkCore

extension StarFit {
    /// A star's ink runs along its chords (a pentagram, two triangles) or along its outline,
    /// which is shorter: its strokes hold at most this many times the length of the chords it
    /// may be drawn along. Real stars reach 1.19 (Quick, Draw! train; MMG train 1.18, $1 1.06,
    /// so 1.32 run on past their start by a quarter of their length, as the fifteenth pass's
    /// perturbed copies are), random scribbles that retrace chords and outline alike 1.40–1.56
    /// (twenty-first pass).
    static let maximumInkOverChords = 1.35

    /// The length of the chords of the densest regular star on `outer` (n points, each joined to
    /// the one ⌊(n − 1)/2⌋ on round them: {5/2}, {6/2}'s two triangles, {7/3}, {8/3}), in points:
    /// the longest ink any way of drawing the star needs. O(n).
    static func chordLength(of outer: [Vector2]) -> Double {
        let n = outer.count, skip = (n - 1) / 2
        return outer.indices.reduce(0.0) { $0 + outer[$1].distance(to: outer[($1 + skip) % n]) }
    }

    /// Whether `strokes` are no longer in all than `maximumInkOverChords` times the chords of a
    /// star through `outer` (`chordLength(of:)`). O(n) in stroke points.
    static func inkFitsChords(_ strokes: [[Vector2]], outer: [Vector2]) -> Bool {
        strokes.reduce(0.0) { $0 + $1.polylineLength } <= maximumInkOverChords * chordLength(of: outer)
    }
}
