import Foundation
import InkCore
import Testing
@testable import InkFormats

@Suite struct InkMLTiltTests {
    private let tolerance = 1e-12

    @Test func uprightPenHasAltitudeHalfPiAndAzimuthZero() throws {
        let upright = try #require(InkMLTilt.orientation(x: 0, y: 0))
        #expect(upright.azimuth == 0)
        #expect(abs(upright.altitude - .pi / 2) < tolerance)
    }

    @Test func tiltAlongOneAxisGivesThatAxisAndTheComplementaryAltitude() throws {
        let right = try #require(InkMLTilt.orientation(x: .pi / 6, y: 0))  // 30° toward +x
        #expect(abs(right.azimuth) < tolerance)
        #expect(abs(right.altitude - .pi / 3) < tolerance)
        let left = try #require(InkMLTilt.orientation(x: -.pi / 6, y: 0))
        #expect(abs(left.azimuth - .pi) < tolerance)
        let down = try #require(InkMLTilt.orientation(x: 0, y: .pi / 4))  // toward +y
        #expect(abs(down.azimuth - .pi / 2) < tolerance)
        #expect(abs(down.altitude - .pi / 4) < tolerance)
        let up = try #require(InkMLTilt.orientation(x: 0, y: -.pi / 4))
        #expect(abs(up.azimuth - 3 * .pi / 2) < tolerance)
    }

    /// Pointer Events' formulas: azimuth = atan2(tan y, tan x), altitude = atan(1/√(tan²x + tan²y)).
    @Test func diagonalTiltMatchesThePointerEventsFormulas() throws {
        let x = 30.0 * .pi / 180, y = 20.0 * .pi / 180
        let angles = try #require(InkMLTilt.orientation(x: x, y: y))
        #expect(abs(angles.azimuth - atan2(tan(y), tan(x))) < tolerance)
        #expect(abs(angles.altitude - atan(1 / (tan(x) * tan(x) + tan(y) * tan(y)).squareRoot())) < tolerance)
        #expect(abs(angles.azimuth - 0.5625) < 1e-4)  // 32.2°
        #expect(abs(angles.altitude - 0.9719) < 1e-4)  // 55.7°
    }

    @Test func flatPenHasAltitudeZero() throws {
        let flat = try #require(InkMLTilt.orientation(x: .pi / 2, y: 0))
        #expect(abs(flat.altitude) < 1e-9)
        #expect(abs(flat.azimuth) < 1e-9)
    }

    /// Pointer Events' algorithm and its web-platform tests: azimuth 0 when either tilt is ±90°
    /// and the other is not 0 (trial 24 gave π/4 at (90°, 90°)); along one axis it is that axis.
    @Test func flatPenTiltedAlongTheOtherAxisHasAzimuthZero() throws {
        let flat = Double.pi / 2
        let tilts: [(Double, Double)] = [(flat, flat), (-flat, flat), (flat, -flat), (-flat, -flat), (flat, -flat / 2)]
        for (x, y) in tilts {
            let angles = try #require(InkMLTilt.orientation(x: x, y: y))
            #expect(angles.azimuth == 0, "(\(x), \(y))")
            #expect(abs(angles.altitude) < 1e-9)
        }
        #expect(abs(try #require(InkMLTilt.orientation(x: -.pi / 2, y: 0)).azimuth - .pi) < 1e-12)
        #expect(abs(try #require(InkMLTilt.orientation(x: 0, y: -.pi / 2)).azimuth - 3 * .pi / 2) < 1e-12)
    }

    @Test(arguments: [(2.0, 0.0), (0.0, -1.6), (.nan, 0.0), (0.0, .infinity)])
    func outOfRangeOrNonFiniteTiltHasNoOrientation(x: Double, y: Double) {
        #expect(InkMLTilt.orientation(x: x, y: y) == nil)
    }
}
