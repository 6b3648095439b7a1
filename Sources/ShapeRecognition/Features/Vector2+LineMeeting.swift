import InkCore

extension Vector2 {
    /// Where the lines `p + s·u` and `q + t·v` meet, as `(s, t)` in units of `u` and `v`; `nil`
    /// where they are parallel (callers that need a clearer angle test it first). O(1).
    static func lineMeeting(_ p: Vector2, _ u: Vector2, _ q: Vector2, _ v: Vector2) -> (s: Double, t: Double)? {
        let offset = q - p, denominator = u.cross(v)
        guard denominator != 0 else { return nil }
        return (offset.cross(v) / denominator, offset.cross(u) / denominator)
    }
}
