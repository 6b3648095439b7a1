import InkCore

// Stand-ins for InkCore preprocessing until it lands in main; replaced by the InkCore calls then.
extension Array where Element == Vector2 {
    /// Points every `spacing` points of arc length, first and last kept. O(n + length / spacing).
    func interimResampled(spacing: Double) -> [Vector2] {
        guard count > 1, spacing > 0, let first, let last else { return self }
        var result = [first]
        var carried = 0.0
        for i in 1..<count {
            var a = self[i - 1]
            let b = self[i]
            var segment = a.distance(to: b)
            while carried + segment >= spacing, segment > 0 {
                let t = (spacing - carried) / segment
                a = Vector2.lerp(a, b, t)
                result.append(a)
                segment = a.distance(to: b)
                carried = 0
            }
            carried += segment
        }
        if let end = result.last, end.distance(to: last) > spacing * 1e-6 { result.append(last) }
        return result
    }

    /// Indices kept by iterative Douglas–Peucker with `tolerance` points. O(n log n) typical.
    func interimDouglasPeuckerIndices(tolerance: Double) -> [Int] {
        guard count > 2 else { return Array<Int>(indices) }
        var keep = [Bool](repeating: false, count: count)
        keep[0] = true; keep[count - 1] = true
        var stack = [(0, count - 1)]
        while let (lo, hi) = stack.popLast() {
            guard hi > lo + 1 else { continue }
            let a = self[lo], axis = self[hi] - a, length = axis.length
            var worst = -1.0, index = lo
            for i in (lo + 1)..<hi {
                let d = length > 0 ? abs(axis.cross(self[i] - a)) / length : self[i].distance(to: a)
                if d > worst { worst = d; index = i }
            }
            if worst > tolerance {
                keep[index] = true
                stack.append((lo, index)); stack.append((index, hi))
            }
        }
        return indices.filter { keep[$0] }
    }
}
