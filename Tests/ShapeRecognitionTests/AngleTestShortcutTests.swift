import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// `AngleBins` and `AngularSector` skip `atan2` where a cheaper test decides: they must answer as
/// the `atan2` formulas do, also on the edges, the axes and signed zeros.
@Suite struct AngleTestShortcutTests {
    /// Offsets spread round the circle at several lengths, plus ones on and within 1e-12 rad of
    /// every bin edge of `edgeCount` equal bins, and on the axes with either zero.
    static func offsets(edgeCount: Int, generator: inout SeededGenerator) -> [Vector2] {
        var result: [Vector2] = (0..<4000).map { _ in
            let angle = Double.random(in: -Double.pi...Double.pi, using: &generator)
            let length = pow(10, Double.random(in: -3...4, using: &generator))
            return Vector2(cos(angle), sin(angle)) * length
        }
        for k in 0...edgeCount {
            let edge = -Double.pi + Double(k) * 2 * .pi / Double(edgeCount)
            for nudge in [-1e-12, -1e-15, 0, 1e-15, 1e-12] {
                result.append(Vector2(cos(edge + nudge), sin(edge + nudge)) * 37)
            }
        }
        result += [Vector2(0, 0), Vector2(-0.0, 0), Vector2(0, -0.0), Vector2(-0.0, -0.0)]
        result += [Vector2(5, 0), Vector2(-5, 0), Vector2(0, 5), Vector2(0, -5), Vector2(-5, -0.0), Vector2(5, -0.0)]
        return result
    }

    @Test(arguments: [4, 12, 24])
    func binsMatchTheAtan2Formula(count: Int) {
        var generator = SeededGenerator(seed: 0xA4B1 + UInt64(count))
        let bins = AngleBins(count: count)
        var mismatches = 0
        for d in Self.offsets(edgeCount: count, generator: &generator) {
            let formula = min(max(Int((atan2(d.y, d.x) + .pi) / (2 * .pi) * Double(count)), 0), count - 1)
            if bins.bin(of: d) != formula { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func sectorsMatchTheAngleTest() {
        var generator = SeededGenerator(seed: 0x5EC7)
        var mismatches = 0, inside = 0
        for _ in 0..<40 {
            let bisector = Double.random(in: -4...4, using: &generator)
            let halfWidth = Double.random(in: 0...0.6, using: &generator)
            let sector = AngularSector(bisector: bisector, halfWidth: halfWidth)
            var offsets = Self.offsets(edgeCount: 8, generator: &generator)
            // On and next to both edges of this sector.
            for edge in [bisector - halfWidth, bisector + halfWidth] {
                for nudge in [-1e-12, -1e-15, 0, 1e-15, 1e-12] {
                    offsets.append(Vector2(cos(edge + nudge), sin(edge + nudge)) * 11)
                }
            }
            for d in offsets {
                let angleTest = abs(Angle.normalized(d.angle - bisector)) <= halfWidth
                if angleTest { inside += 1 }
                if sector.contains(d, length: d.length, angle: { d.angle }) != angleTest { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(inside > 1000, "the sectors should take in a share of the offsets: \(inside)")
    }
}
