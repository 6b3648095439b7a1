import Foundation
import InkCore
import Testing
import TestSupport
@testable import ShapeRecognition

/// A box or triangle drawn in one stroke whose pen landed off its start corner (a lead-in) and
/// closed back at that corner is the box or triangle (`leadInCut`).
@Suite struct ShapeRecognizerLeadInTests {
    /// The closed outline through `corners`, from the first, with a straight lead-in of `share`
    /// of the corners' diagonal that reaches the first corner bent `bend` radians off the first
    /// side's direction (0: along the first side's line, from behind the corner).
    static func ledIn(_ corners: [Vector2], share: Double, bend: Double) -> [Vector2] {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let diagonal = Vector2(xs.max()! - xs.min()!, ys.max()! - ys.min()!).length
        let first = (corners[1] - corners[0]).normalized
        let landing = corners[0] - first.rotated(by: bend) * (share * diagonal)
        return [landing] + corners + [corners[0]]
    }

    static let outlines: [(corners: [Vector2], box: Bool)] = [
        (SyntheticInk.rectangle(width: 300, height: 200), true),
        (SyntheticInk.rectangle(width: 220, height: 220), true),
        ([Vector2(200, 60), Vector2(330, 290), Vector2(70, 290)], false),
        ([Vector2(100, 100), Vector2(380, 120), Vector2(160, 300)], false),
    ]

    /// Boxes and triangles with a lead-in of 0.15–0.25 of the diagonal bent into the corner snap
    /// to their kind with their corners where drawn (within 0.06 of the shortest side).
    @Test(arguments: [(0.15, 0.5), (0.15, -0.5), (0.2, -0.5), (0.25, -0.5), (0.25, -0.8)])
    func ledInBoxesAndTrianglesSnap(share: Double, bend: Double) throws {
        for (corners, box) in Self.outlines {
            let shortest = corners.closedPolygonSegments.map(\.length).min()!
            for seed: UInt64 in 1...2 {
                var ink = SyntheticInk(seed: seed)
                let rotation = 0.3 * Double(seed)
                let outline = Self.ledIn(corners, share: share, bend: bend)
                let stroke = ink.stroke(outline, closed: false, style: .init(rotation: rotation, jitter: 0.8, spacing: 3))
                let shape = try #require(ShapeRecognizer().recognize([stroke]).shape, "seed \(seed), \(corners)")
                #expect(
                    box ? shape.kind == .rectangle : ShapeRecognizerClosingCornerTests.isTriangle(shape),
                    "seed \(seed): \(shape.kind) \(shape.sides ?? 0)")
                // `SyntheticInk` turns the outline about the mean of the points it is given.
                let center = outline.mean
                for corner in corners.map({ center + ($0 - center).rotated(by: rotation) }) {
                    let nearest = shape.vertices.map { $0.distance(to: corner) }.min() ?? .infinity
                    #expect(nearest <= 0.06 * shortest, "seed \(seed): corner \(corner) missed by \(nearest)")
                }
            }
        }
    }

    /// The lead-in is found where it ends: at the first corner, within a spacing or two.
    @Test func leadInEndsAtTheFirstCorner() throws {
        let corners = Self.outlines[2].corners
        let outline = SyntheticInk.traced(Self.ledIn(corners, share: 0.2, bend: 0), spacing: 5)
        let cut = try #require(ShapeRecognizer.leadInEnd(of: outline, size: 260 * 2.0.squareRoot()))
        #expect(outline[cut].distance(to: corners[0]) <= 10, "\(outline[cut])")
        // Drawn from the corner, the same outline has none.
        #expect(ShapeRecognizer.leadInEnd(of: SyntheticInk.traced(corners + [corners[0]], spacing: 5), size: 368) == nil)
    }

    /// A loop entered by a tail from outside (a "6" or an "o" with an entry stroke) is cut like a
    /// lead-in, but what remains is no box or triangle; two strokes are never looked at.
    @Test func tailIntoARoundLoopIsNoLeadIn() {
        var ink = SyntheticInk(seed: 5)
        let circle = SyntheticInk.ellipse(a: 100, b: 100)
        let tailed = ink.stroke([Vector2(200, 40)] + circle + [circle[0]], closed: false, style: .init(jitter: 0.8, spacing: 3))
        #expect(ShapeRecognizer().leadInCut([tailed]) == nil)
        let box = ink.stroke(Self.ledIn(SyntheticInk.rectangle(width: 300, height: 200), share: 0.2, bend: 0.5), closed: false)
        #expect(ShapeRecognizer().leadInCut([box]) != nil)
        #expect(ShapeRecognizer().leadInCut([box, InkStroke(locations: [Vector2(500, 500), Vector2(600, 520)])]) == nil)
    }

    /// A lead-in running straight on into the first side is a stem: a closed "4" written in one
    /// stroke from its foot (up the stem, down the diagonal, across the bar) is a triangle with
    /// such a lead-in and is not cut (break22), nor is a box whose first side starts before its
    /// corner; the same box with its lead-in bent 0.5 rad is.
    @Test func leadInStraightIntoTheFirstSideIsAStem() throws {
        let four = [Vector2(50, 150), Vector2(50, 0), Vector2(0, 80), Vector2(62, 80)]
        let box = Self.ledIn(SyntheticInk.rectangle(width: 300, height: 200), share: 0.2, bend: 0)
        for seed: UInt64 in 1...4 {
            var ink = SyntheticInk(seed: seed)
            let style = SyntheticInk.Style(rotation: 0.4 * Double(seed), jitter: 0.8, spacing: 3)
            #expect(ShapeRecognizer().leadInCut([ink.stroke(four, closed: false, style: style)]) == nil, "seed \(seed)")
            #expect(ShapeRecognizer().leadInCut([ink.stroke(box, closed: false, style: style)]) == nil, "seed \(seed)")
        }
        let p = SyntheticInk.traced(four, spacing: 3)
        let cut = try #require(ShapeRecognizer.leadInEnd(of: p, size: 160))
        let corners = [Vector2(50, 80), Vector2(50, 0), Vector2(0, 80)]
        #expect(ShapeRecognizer.leadInTurn(p, cut: cut, corner: 0, of: corners) < 0.05)
        let bent = SyntheticInk.traced(Self.ledIn(corners, share: 0.2, bend: 0.5), spacing: 3)
        let bentCut = try #require(ShapeRecognizer.leadInEnd(of: bent, size: 160))
        #expect(abs(ShapeRecognizer.leadInTurn(bent, cut: bentCut, corner: 0, of: corners) - 0.5) < 0.1)
    }

    /// No stroke, fewer than 8 points, repeated points, a zero or NaN size, NaN points and a
    /// straight line have no lead-in; a NaN point in a led-in box leaves the box.
    @Test func badInputHasNoLeadIn() {
        #expect(ShapeRecognizer.leadInEnd(of: [], size: 100) == nil)
        let triangle = [Vector2(0, 0), Vector2(100, 0), Vector2(50, 80)]
        #expect(ShapeRecognizer.leadInTurn([], cut: 0, corner: 0, of: triangle) == 0)
        #expect(ShapeRecognizer.leadInTurn(triangle, cut: 5, corner: 0, of: triangle) == 0)
        #expect(ShapeRecognizer.leadInTurn(triangle, cut: 1, corner: 3, of: triangle) == 0)
        #expect(ShapeRecognizer.leadInTurn(Array(repeating: Vector2(3, 3), count: 9), cut: 2, corner: 0, of: triangle) == 0)
        #expect(ShapeRecognizer.leadInTurn([Vector2(.nan, 0)] + triangle, cut: 1, corner: 0, of: triangle) == 0)
        #expect(ShapeRecognizer.leadInTurn(triangle, cut: 1, corner: 0, of: [triangle[0], triangle[0], triangle[0]]) == 0)
        #expect(ShapeRecognizer.leadInEnd(of: [Vector2(1, 1), Vector2(5, 1)], size: 100) == nil)
        #expect(ShapeRecognizer.leadInEnd(of: Array(repeating: Vector2(2, 2), count: 12), size: 100) == nil)
        let outline = SyntheticInk.traced(Self.ledIn(Self.outlines[0].corners, share: 0.2, bend: 0), spacing: 5)
        #expect(ShapeRecognizer.leadInEnd(of: outline, size: 0) == nil)
        #expect(ShapeRecognizer.leadInEnd(of: outline, size: .nan) == nil)
        #expect(ShapeRecognizer.leadInEnd(of: outline.map { _ in Vector2(.nan, 1) }, size: 100) == nil)
        #expect(!ShapeRecognizer.mayHaveLeadIn(InkStroke(points: [])))
        #expect(!ShapeRecognizer.mayHaveLeadIn(InkStroke(locations: [Vector2(.nan, 1), Vector2(.infinity, 2)])))
        #expect(!ShapeRecognizer.mayHaveLeadIn(InkStroke(locations: [Vector2(0, 0), Vector2(300, 0)])))
        #expect(ShapeRecognizer.mayHaveLeadIn(InkStroke(locations: outline + [Vector2(.nan, 3)])))
        #expect(ShapeRecognizer().leadInCut([]) == nil)
        #expect(ShapeRecognizer().leadInCut([InkStroke(locations: Array(repeating: Vector2(.nan, 5), count: 20))]) == nil)
        var ink = SyntheticInk(seed: 4)
        var stroke = ink.stroke(Self.ledIn(Self.outlines[0].corners, share: 0.2, bend: -0.5), closed: false, style: .init(jitter: 0.8, spacing: 3))
        stroke.points.insert(InkPoint(Vector2(.nan, 120)), at: stroke.points.count / 2)
        #expect(ShapeRecognizer().recognize([stroke]).shape?.kind == .rectangle)
    }

    /// A $1 train triangle (s01 (pilot), medium, triangle07: snaps as drawn, its apex first) with
    /// a straight lead-in of 0.15 of its diagonal drawn into the apex from the left (the pen
    /// landing off the start corner): it declines as drawn, an ellipse its best guess, and snaps
    /// to the triangle without the lead-in.
    @Test(.enabled(if: TestPaths.sharedDatasets != nil, "needs ../shared/datasets (INKREC_SHARED_DATASETS)"))
    func dollarOneTriangleWithALeadInSnaps() throws {
        let sample = try ShapeRecognizerClosingCornerTests.sample("dollar1-unistroke/s01 (pilot)/medium/triangle07.xml")
        #expect(sample.split == .train)
        let stroke = try #require(sample.drawing.strokes.first)
        let points = stroke.points.map(\.location)
        #expect(ShapeRecognizerClosingCornerTests.isTriangle(ShapeRecognizer().recognize([stroke]).shape))
        let xs = points.map(\.x), ys = points.map(\.y)
        let lead = 0.15 * Vector2(xs.max()! - xs.min()!, ys.max()! - ys.min()!).length
        let landing = points[0] - Vector2(lead, 0)
        let ledIn = InkStroke(locations: (0..<6).map { Vector2.lerp(landing, points[0], Double($0) / 6) } + points)
        let asDrawn = ShapeRecognizer().recognizeAsDrawn([ledIn])
        #expect(asDrawn.shape == nil)
        #expect(asDrawn.candidates.first?.kind == .ellipse)
        let recognition = ShapeRecognizer().recognize([ledIn])
        #expect(ShapeRecognizerClosingCornerTests.isTriangle(recognition.shape))
        #expect(recognition.confidence > 0.9, "\(recognition.confidence)")
    }
}
