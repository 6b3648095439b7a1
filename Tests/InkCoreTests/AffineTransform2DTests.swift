import Foundation
import InkCore
import Testing

@Suite("AffineTransform2D")
struct AffineTransform2DTests {
    private func close(_ a: Vector2, _ b: Vector2) -> Bool { a.distance(to: b) < 1e-9 }

    @Test("concatenating applies self first, then next")
    func compose() {
        let t = AffineTransform2D.translation(Vector2(3, -2))
        let s = AffineTransform2D.scale(x: 2, y: 5)
        let r = AffineTransform2D.rotation(0.7)
        let p = Vector2(1.5, -4)
        #expect(close(t.concatenating(s).apply(p), s.apply(t.apply(p))))
        #expect(close(t.concatenating(s).concatenating(r).apply(p), r.apply(s.apply(t.apply(p)))))
        #expect(close(AffineTransform2D.rotation(Double.pi / 2).apply(Vector2(1, 0)), Vector2(0, 1)))
        #expect(close(AffineTransform2D.rotation(Double.pi, about: Vector2(1, 1)).apply(Vector2(2, 1)), Vector2(0, 1)))
    }

    @Test("inverted undoes the map; a flattening map has no inverse")
    func invert() throws {
        let m = AffineTransform2D(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let inverse = try #require(m.inverted)
        for p in [Vector2(0, 0), Vector2(3, 7), Vector2(-2, 0.5)] {
            #expect(close(inverse.apply(m.apply(p)), p))
            #expect(close(m.apply(inverse.apply(p)), p))
        }
        let product = m.concatenating(inverse)
        #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12 && abs(product.tx) < 1e-12)
        #expect(AffineTransform2D.scale(x: 0, y: 1).inverted == nil)
        #expect(AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
    }
}
