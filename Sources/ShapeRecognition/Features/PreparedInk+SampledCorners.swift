import InkCore

extension PreparedInk {
    /// `corners` (ShortStraw's, found on this ink resampled) without those only its sampling
    /// makes: a corner at a drawn point whose neighbouring drawn points (repeats skipped) both
    /// lie farther than ShortStraw's short arm, where the turn grows as on an arc, by more than
    /// ShortStraw's `curveTurningRatio`, from arms of 1 to arms of 3 drawn points either way.
    ///
    /// Sparse ink (a slow device, a thinned log: a circle in 11 points) is straight between its
    /// points, so resampled it turns only at them and ShortStraw finds a corner at nearly every
    /// point: its curve test, with arms of 4 and 12 resampled points, sees the two chords at the
    /// point and little beyond. The same test with arms counted in drawn points (the ratio of
    /// ShortStraw's arms) tells a corner, whose sides run on straight, from a circle sampled at
    /// those points, which turns alike at each. A polygon drawn with one point per corner and
    /// none along its sides shows no straight side and is no different from a circle sampled
    /// there: its corners go too. Dense ink has no such points and keeps every corner.
    ///
    /// - Complexity: O(n) for n drawn points when no drawn step is as long as the short arm
    ///   (dense ink), else O(n + c·n) for c corners.
    func withoutSampledCorners(_ corners: [Vector2]) -> [Vector2] {
        let straw = ShortStraw()
        let step = size / straw.spacingDivisor
        let reach = Double(straw.shortArm) * step
        guard !corners.isEmpty, let ratio = straw.curveTurningRatio, straw.shortArm > 0, reach > 0,
            drawnStrokes.contains(where: { stroke in stroke.indices.dropFirst().contains { stroke[$0].distance(to: stroke[$0 - 1]) >= reach } })
        else { return corners }
        let longArm = max(straw.longArm / straw.shortArm, 1)
        // Each stroke without its repeated points: a device that reports a sample twice draws
        // no shorter step there.
        let strokes = drawnStrokes.map { stroke in
            stroke.indices.filter { $0 == 0 || stroke[$0] != stroke[$0 - 1] }.map { stroke[$0] }
        }
        return corners.filter { corner in
            // The drawn point the corner lies at: the nearest, within one of ShortStraw's steps.
            var nearest: (stroke: Int, index: Int, distance: Double)?
            for (s, stroke) in strokes.enumerated() {
                for (i, p) in stroke.enumerated() where p.distance(to: corner) < nearest?.distance ?? step {
                    nearest = (s, i, p.distance(to: corner))
                }
            }
            guard let (s, i, _) = nearest, i > 0, i < strokes[s].count - 1 else { return true }
            let stroke = strokes[s]
            guard stroke[i].distance(to: stroke[i - 1]) >= reach, stroke[i].distance(to: stroke[i + 1]) >= reach else { return true }
            let short = ShortStraw.turning(at: stroke[i], from: stroke[i - 1], to: stroke[i + 1])
            let long = ShortStraw.turning(at: stroke[i], from: stroke[max(i - longArm, 0)], to: stroke[min(i + longArm, stroke.count - 1)])
            return !(long > short * ratio)
        }
    }
}
