import Foundation
import InkCore

extension ArrowFit {
    /// A small head's barb may hook forward at its end by up to this share of the barb: $1
    /// validation writer s08 ends the second barb of most one-stroke arrows with a foot as long
    /// as the barb itself (medium arrow05, 06, 10, slow arrow06: 0.6–1.0 of it)…
    static let maximumSmallHeadHookShare = 1.1
    /// …where the barb to where it turned is at most this share of the straight stretch the head
    /// sits on: those heads' barbs are about a quarter of it, while a one-stroke "x" whose other
    /// diagonal passes for a barb with a long hook spans its whole shaft.
    static let smallHeadBarbShare = 0.35

    /// How long a barb's hook may be, as a share of the `barb` (points, from the apex to where
    /// it turned) on a straight `stretch` (points). O(1).
    static func hookShareLimit(barb: Double, stretch: Double) -> Double {
        barb <= smallHeadBarbShare * stretch ? maximumSmallHeadHookShare : maximumHookShare
    }
}
