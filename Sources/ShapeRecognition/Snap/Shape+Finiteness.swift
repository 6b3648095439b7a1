import InkCore

extension Shape {
    /// True when every coordinate, size and angle is finite. A drag far out (pen at 1e300
    /// points) can overflow a transformed shape to infinity or NaN; such a shape is never shown.
    var isFinite: Bool {
        let numbers = [frame.origin.x, frame.origin.y, frame.width, frame.height, rotation, innerRadiusRatio ?? 0]
        let points = [start, end].compactMap { $0 } + vertices
        return numbers.allSatisfy(\.isFinite) && points.allSatisfy(\.isFinite)
    }
}
