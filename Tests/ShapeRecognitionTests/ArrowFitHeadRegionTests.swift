import Testing
@testable import ShapeRecognition

/// The arrow fit tries a shaft only where an end has ink flanking it in its head region
/// (`ArrowFit.ShaftEnds.mayHaveHead`), without looking for closed heads: a closed head's ink
/// is balanced across the shaft's line and lies within its reach of the tip, so it flanks the
/// end whenever the region reaches as far as the closed heads do, ahead of the tip and back.
@Suite struct ArrowFitHeadRegionTests {
    @Test func closedHeadsLieInsideTheHeadRegion() {
        for reach in [ArrowFit.closedHeadReach, ArrowFit.smallHeadReach] {
            #expect(reach <= ArrowFit.headOvershootShare)
            #expect(reach <= ArrowFit.headReachShare)
        }
    }
}
