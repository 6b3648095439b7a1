import InkCore
import TestSupport
import Testing

@Suite("Selection")
struct SelectionTests {
    @Test("the element at each sorted position is the sorted array's, duplicates and slices included")
    func matchesSorted() {
        var rng = SeededGenerator(seed: 11)
        for count in [1, 2, 3, 7, 50, 301] {
            // Few distinct values, so runs of equal elements meet the pivot.
            let values = (0..<count).map { _ in Double(Int.random(in: -5...5, using: &rng)) * 0.5 }
            let sorted = values.sorted()
            for k in values.indices { #expect(values.element(atSortedPosition: k) == sorted[k]) }
            let spread = (0..<count).map { _ in Double.random(in: -1e3...1e3, using: &rng) }
            #expect(spread.element(atSortedPosition: count / 2) == spread.sorted()[count / 2])
        }
        // In place: the same element as on a copy, and the array keeps its elements.
        for count in [1, 6, 51] {
            var values = (0..<count).map { _ in Double(Int.random(in: -3...3, using: &rng)) }
            let original = values
            let k = count / 2
            #expect(values.selectElement(atSortedPosition: k) == original.element(atSortedPosition: k))
            #expect(values.sorted() == original.sorted())
        }
        let slice = [9.0, 1, 8, 2, 7, 3][1...4]
        #expect(slice.element(atSortedPosition: 0) == 1 && slice.element(atSortedPosition: 3) == 8)
    }
}
