import InkCore

extension Vector2 {
    /// Whether this point lies inside the triangle `a`, `b`, `c` (either orientation) or on its
    /// sides. O(1).
    func lies(inTriangle a: Vector2, _ b: Vector2, _ c: Vector2) -> Bool {
        let signs = [(b - a).cross(self - a), (c - b).cross(self - b), (a - c).cross(self - c)]
        return signs.allSatisfy { $0 >= 0 } || signs.allSatisfy { $0 <= 0 }
    }
}
