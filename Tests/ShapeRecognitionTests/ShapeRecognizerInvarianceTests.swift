import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// Sweeps: the same outline under rotation, scale, direction, start corner, jitter, tremor, open
/// gaps and overshoot must keep its kind.
@Suite struct ShapeRecognizerInvarianceTests {
    let recognizer = ShapeRecognizer()

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var vertices: [Vector2]
        var kind: ShapeKind
        var sides: Int?
        var description: String { name }
    }

    static let cases = [
        Case(name: "rectangle", vertices: SyntheticInk.rectangle(width: 220, height: 130), kind: .rectangle),
        Case(name: "ellipse", vertices: SyntheticInk.ellipse(a: 110, b: 70), kind: .ellipse),
        Case(name: "triangle", vertices: SyntheticInk.regularPolygon(sides: 3, radius: 100), kind: .regularPolygon, sides: 3),
        Case(name: "pentagram", vertices: SyntheticInk.pentagram(radius: 100), kind: .star, sides: 5),
    ]

    @Test(arguments: cases)
    func kindSurvivesRotationScaleAndDirection(_ shape: Case) {
        var ink = SyntheticInk(seed: 21)
        var failures: [String] = []
        for rotation in stride(from: 0.0, to: 2 * .pi, by: .pi / 5) {
            for scale in [0.25, 1, 4] {
                for reversed in [false, true] {
                    let style = SyntheticInk.Style(
                        rotation: rotation, scale: scale, jitter: 0.8 * scale, spacing: 4 * scale, reversed: reversed,
                        startVertex: Int(rotation * 3) % shape.vertices.count)
                    let result = recognizer.recognize([ink.stroke(shape.vertices, closed: true, style: style)]).shape
                    let sidesMatch = shape.sides == nil || result?.sides == shape.sides
                    if result?.kind != shape.kind || !sidesMatch {
                        failures.append("rot \(rotation) scale \(scale) rev \(reversed): \(String(describing: result?.kind))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test(arguments: cases)
    func kindSurvivesTremorGapAndOvershoot(_ shape: Case) {
        var ink = SyntheticInk(seed: 22)
        for (name, style) in [
            ("tremor", SyntheticInk.Style(jitter: 0.8, tremor: 2)),
            ("gap", SyntheticInk.Style(jitter: 0.8, gap: 0.06)),
            ("overshoot", SyntheticInk.Style(jitter: 0.8, overshoot: 0.08)),
        ] {
            let result = recognizer.recognize([ink.stroke(shape.vertices, closed: true, style: style)]).shape
            #expect(result?.kind == shape.kind, "\(name)")
        }
    }
}
