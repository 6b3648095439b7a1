import Foundation

/// One sampled pen position, with the fields of PencilKit's `PKStrokePoint`.
///
/// Only the location is required. Channels a device does not report stay `nil`, so a file that
/// has no timestamps or pressure round-trips without inventing them.
public struct InkPoint: Sendable, Hashable, Codable {
    /// Horizontal position, in points.
    public var x: Double
    /// Vertical position, in points; y grows downward.
    public var y: Double
    /// Seconds since the stroke's first point, or `nil` when the source records no time.
    ///
    /// `SnapSession` reads it differently: there it is the session clock, one absolute time for
    /// every stroke (`UITouch.timestamp`), and the session rebases the ink it keeps to the
    /// stroke's first point.
    public var timeOffset: Double?
    /// Pen force, in the device's units (PencilKit: 0…~4.17, 1 is a normal press).
    public var force: Double?
    /// Azimuth of the pen around the surface normal, in radians.
    public var azimuth: Double?
    /// Altitude of the pen above the surface, in radians (π/2 is perpendicular).
    public var altitude: Double?
    /// Nib size at this point, in points.
    public var size: InkSize?
    /// Ink opacity in 0…1.
    public var opacity: Double?

    public init(
        x: Double, y: Double, timeOffset: Double? = nil, force: Double? = nil,
        azimuth: Double? = nil, altitude: Double? = nil, size: InkSize? = nil, opacity: Double? = nil
    ) {
        self.x = x
        self.y = y
        self.timeOffset = timeOffset
        self.force = force
        self.azimuth = azimuth
        self.altitude = altitude
        self.size = size
        self.opacity = opacity
    }

    public init(_ location: Vector2, timeOffset: Double? = nil) {
        self.init(x: location.x, y: location.y, timeOffset: timeOffset)
    }

    /// The position as a vector, in points.
    public var location: Vector2 {
        get { Vector2(x, y) }
        set { x = newValue.x; y = newValue.y }
    }

    /// The optional channels this point carries, used to check that a stroke's points agree.
    public var channels: InkChannels {
        var c: InkChannels = []
        if timeOffset != nil { c.insert(.time) }
        if force != nil { c.insert(.force) }
        if azimuth != nil { c.insert(.azimuth) }
        if altitude != nil { c.insert(.altitude) }
        if size != nil { c.insert(.size) }
        if opacity != nil { c.insert(.opacity) }
        return c
    }
}

/// Width and height of the nib at a point, in points (PencilKit's `size`).
public struct InkSize: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// The optional per-point channels beyond x and y.
public struct InkChannels: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let time = InkChannels(rawValue: 1 << 0)
    public static let force = InkChannels(rawValue: 1 << 1)
    public static let azimuth = InkChannels(rawValue: 1 << 2)
    public static let altitude = InkChannels(rawValue: 1 << 3)
    public static let size = InkChannels(rawValue: 1 << 4)
    public static let opacity = InkChannels(rawValue: 1 << 5)

    /// Each optional channel with its name, in declaration order.
    package static let named: [(channel: InkChannels, name: String)] = [
        (.time, "time"), (.force, "force"), (.azimuth, "azimuth"),
        (.altitude, "altitude"), (.size, "size"), (.opacity, "opacity"),
    ]

    public var description: String {
        let present = Self.named.filter { contains($0.channel) }.map(\.name)
        return present.isEmpty ? "x,y" : "x,y," + present.joined(separator: ",")
    }
}
