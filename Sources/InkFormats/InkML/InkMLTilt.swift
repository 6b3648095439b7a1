import Foundation

/// The pen's orientation from InkML's tilt channels `OTx` and `OTy`, as PencilKit gives it.
///
/// InkML 2011 (§3.1.2, reserved channel names) defines `OTx` and `OTy` as the pen's tilt along
/// the x and y axes: the angle between the Y-Z plane and the plane holding the pen and the Y
/// axis (positive toward +x), and likewise between the X-Z plane and the plane holding the pen
/// and the X axis (positive toward +y), as Windows ink and Pointer Events `tiltX`/`tiltY` do.
/// `InkPoint` keeps PencilKit's azimuth (the angle in the surface from +x to the pen's
/// projection, 0…2π) and altitude (the angle from the surface, π/2 upright). The conversion is
/// W3C Pointer Events Level 3 (2024), "Converting between tiltX/tiltY and
/// altitudeAngle/azimuthAngle": with the pen along (a, b, c), tan tiltX = a/c and
/// tan tiltY = b/c, so azimuth = atan2(b, a) and altitude = atan2(c, √(a² + b²)).
enum InkMLTilt {
    /// Azimuth and altitude in radians for tilts `x` and `y` in radians, each within ±π/2;
    /// `nil` for a tilt outside that range or not finite. An upright pen (0, 0) has azimuth 0,
    /// as in Pointer Events; a pen lying flat (±π/2) has altitude 0, and azimuth 0 too when the
    /// other tilt is not 0 (Pointer Events: (90°, 90°) gives 0, not π/4).
    static func orientation(x: Double, y: Double) -> (azimuth: Double, altitude: Double)? {
        let limit = Double.pi / 2 + 1e-9
        guard x.isFinite, y.isFinite, abs(x) <= limit, abs(y) <= limit else { return nil }
        // The unit pen direction scaled by cos x cos y: a/c = tan x, b/c = tan y, and no
        // division by a zero cosine when the pen lies flat.
        let a = sin(x) * cos(y), b = cos(x) * sin(y), c = max(0, cos(x) * cos(y))
        // Pointer Events' special case: a pen flat along one axis and tilted along the other
        // (tiltX or tiltY ±90°, the other not 0) has azimuth 0, as the spec's tests (90, 90) and (−90, −90) hold.
        let isFlat = { (tilt: Double) in abs(abs(tilt) - Double.pi / 2) <= 1e-9 }
        var azimuth = (a == 0 && b == 0) || (x != 0 && y != 0 && (isFlat(x) || isFlat(y))) ? 0 : atan2(b, a)
        if azimuth < 0 { azimuth += 2 * Double.pi }
        return (azimuth, atan2(c, (a * a + b * b).squareRoot()))
    }
}
