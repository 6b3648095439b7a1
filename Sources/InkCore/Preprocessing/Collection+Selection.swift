extension Collection where Element: Comparable {
    /// The element at position `k` of `sorted()` — `k = count / 2` gives the upper median —
    /// found by Hoare's selection (FIND, 1961) without sorting everything: O(n) expected, O(n²)
    /// worst case, O(n) memory for the working copy. With NaN elements (which have no sorted
    /// position) some element is returned.
    ///
    /// `@inlinable` so it is specialized for the caller's element type (generic code is slow).
    ///
    /// - Precondition: `0 <= k < count`.
    @inlinable
    package func element(atSortedPosition k: Int) -> Element {
        var a = Array(self)
        return a.selectElement(atSortedPosition: k)
    }
}

extension Array where Element: Comparable {
    /// `element(atSortedPosition:)` without its working copy: reorders this array in place (a
    /// caller done with its values saves the copy) and returns the same element.
    ///
    /// - Precondition: `0 <= k < count`.
    @inlinable
    package mutating func selectElement(atSortedPosition k: Int) -> Element {
        withUnsafeMutableBufferPointer { $0.selectElement(atSortedPosition: k) }
    }
}

extension UnsafeMutableBufferPointer where Element: Comparable {
    /// `Array.selectElement(atSortedPosition:)` on memory the caller owns (a stretch of a larger
    /// buffer, rebased to start at 0): reorders it in place and returns the same element.
    ///
    /// - Precondition: `0 <= k < count`.
    @inlinable
    package func selectElement(atSortedPosition k: Int) -> Element {
        precondition(indices.contains(k), "sorted position \(k) outside 0..<\(count)")
        // The indices stay inside lo...hi, and the swaps are plain moves.
        var lo = 0, hi = count - 1
        while lo < hi {
            let pivot = self[lo + (hi - lo) / 2]
            var i = lo, j = hi
            // Hoare's partition: afterwards lo...j holds no element above the pivot, i...hi
            // none below it, and anything strictly between equals it.
            while i <= j {
                while i <= hi, self[i] < pivot { i += 1 }
                while j >= lo, pivot < self[j] { j -= 1 }
                if i <= j {
                    (self[i], self[j]) = (self[j], self[i])
                    i += 1
                    j -= 1
                }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { break }
        }
        return self[k]
    }
}
