import InkCore

/// Decides when the pen rests: every point of the last `duration` seconds lies within `radius` of
/// the latest point, and the stroke is at least `duration` old. The window reaches back to the last
/// point at or before `now - duration`, since the pen was somewhere between it and the next one then:
/// with sparse samples a pen that just arrived has not rested for the whole window.
///
/// Keeps only the window's points, with its bounding box in four monotonic deques. Each check is
/// O(1) when the box settles it (a point more than `radius` away on one axis: moving; the box's far
/// corner within `radius`: resting); only when the pen is almost still and the box is undecided does
/// it measure the window's points, which are bounded by `duration` times the sampling rate, never
/// the stroke. So `add` plus `isResting` is amortized O(1) in the stroke's length.
struct HoldDetector: Sendable {
    private struct Sample: Sendable {
        var location: Vector2
        var time: Double
        var index: Int
    }

    let duration: Double
    let radius: Double
    private var window = SlidingWindow<Sample>()
    private var minX = SlidingExtremum(maximum: false), maxX = SlidingExtremum(maximum: true)
    private var minY = SlidingExtremum(maximum: false), maxY = SlidingExtremum(maximum: true)
    private var startTime = 0.0
    private var latestTime = 0.0
    private var count = 0

    init(duration: Double, radius: Double) {
        self.duration = duration
        self.radius = radius
    }

    /// How many points the window holds (the per-check work bound).
    var windowCount: Int { window.count }

    /// Start a new stroke at `location`.
    mutating func reset(at location: Vector2, time: Double) {
        window.removeAll()
        minX.removeAll(); maxX.removeAll(); minY.removeAll(); maxY.removeAll()
        count = 0
        startTime = time
        latestTime = time
        add(location, time: time)
    }

    /// Record the pen at `location` at `time` (not before the previous point).
    mutating func add(_ location: Vector2, time: Double) {
        window.append(Sample(location: location, time: time, index: count))
        minX.push(location.x, at: count); maxX.push(location.x, at: count)
        minY.push(location.y, at: count); maxY.push(location.y, at: count)
        count += 1
        latestTime = max(latestTime, time)
        expire(now: latestTime)
    }

    /// Whether the pen has rested for `duration` at `now`; the pen stays at its latest point between
    /// samples. `now` earlier than an earlier check is treated as that check's time.
    mutating func isResting(at now: Double) -> Bool {
        latestTime = max(latestTime, now)
        guard latestTime - startTime >= duration, let latest = window.last?.location else { return false }
        expire(now: latestTime)
        return windowFits(around: latest)
    }

    /// When `isResting` turns true if no point arrives first: `duration` after the stroke began, and
    /// after the oldest of the latest points that all lie within `radius` (the window must have
    /// dropped every point before it). `.infinity` for an empty window.
    /// - Complexity: O(1) when the bounding box decides, else O(window).
    var restingTime: Double {
        guard let latest = window.last else { return .infinity }
        if windowFits(around: latest.location) { return startTime + duration }
        var oldestFitting = latest
        for sample in window.elements.reversed() {
            guard fits(sample.location, around: latest.location) else { break }
            oldestFitting = sample
        }
        return oldestFitting.time + duration
    }

    /// Whether every window point lies within `radius` of `latest`: O(1) when the box settles it (a
    /// point more than `radius` away on one axis; the box's far corner within `radius`).
    private func windowFits(around latest: Vector2) -> Bool {
        guard let loX = minX.value, let hiX = maxX.value, let loY = minY.value, let hiY = maxY.value else {
            return false
        }
        let dx = max(hiX - latest.x, latest.x - loX), dy = max(hiY - latest.y, latest.y - loY)
        if dx > radius || dy > radius { return false }
        if dx * dx + dy * dy <= radius * radius { return true }
        return window.elements.allSatisfy { fits($0.location, around: latest) }
    }

    /// The per-point form of `windowFits`, with the same arithmetic, so both agree on every point.
    private func fits(_ location: Vector2, around latest: Vector2) -> Bool {
        let offset = location - latest
        return abs(offset.x) <= radius && abs(offset.y) <= radius && offset.lengthSquared <= radius * radius
    }

    /// Drop samples before the last one at or before `now - duration`.
    private mutating func expire(now: Double) {
        let cutoff = now - duration
        while let next = window.element(at: 1), next.time <= cutoff {
            window.removeFirst()
        }
        guard let oldest = window.first?.index else { return }
        minX.discard(before: oldest); maxX.discard(before: oldest)
        minY.discard(before: oldest); maxY.discard(before: oldest)
    }
}
