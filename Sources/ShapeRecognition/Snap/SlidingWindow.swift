/// A first-in first-out queue on an array with a moving head: O(1) amortized `append`,
/// `removeFirst` and `removeLast`. The dead prefix is dropped once it outweighs the live part.
struct SlidingWindow<Element: Sendable>: Sendable {
    private var storage: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }
    var count: Int { storage.count - head }
    var first: Element? { isEmpty ? nil : storage[head] }
    var last: Element? { isEmpty ? nil : storage[storage.count - 1] }
    /// The element `offset` places after the oldest, or `nil` past the end.
    func element(at offset: Int) -> Element? { offset < count ? storage[head + offset] : nil }
    /// The live elements, oldest first.
    var elements: ArraySlice<Element> { storage[head...] }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    mutating func removeFirst() {
        head += 1
        if head >= 32, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }

    mutating func removeLast() {
        storage.removeLast()
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}

/// The minimum or maximum of a sliding window of values in amortized O(1) per value: a monotonic
/// deque that drops every value that can no longer be the extremum (Lemire 2006, "Streaming
/// maximum-minimum filter using no more than three comparisons per element").
struct SlidingExtremum: Sendable {
    private let isMaximum: Bool
    private var window = SlidingWindow<(index: Int, value: Double)>()

    init(maximum: Bool) {
        isMaximum = maximum
    }

    /// The extremum of the values pushed since the last `discard(before:)`, or `nil`.
    var value: Double? { window.first?.value }

    mutating func push(_ value: Double, at index: Int) {
        while let last = window.last, isMaximum ? last.value <= value : last.value >= value {
            window.removeLast()
        }
        window.append((index, value))
    }

    /// Forget the values pushed at indices below `index`.
    mutating func discard(before index: Int) {
        while let first = window.first, first.index < index {
            window.removeFirst()
        }
    }

    mutating func removeAll() {
        window.removeAll()
    }
}
