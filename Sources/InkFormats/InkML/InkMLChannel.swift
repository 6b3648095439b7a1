import InkCore

/// One `<channel>` of an InkML `traceFormat`: which `InkPoint` field its values fill and in what unit.
struct InkMLChannel: Equatable {
    /// The InkML channel name as declared (`X`, `Y`, `T`, `F`, `OA`, `OE`, or any other).
    var name: String
    /// Multiplier from the declared unit to the model's unit (points, seconds, radians); 1 for
    /// other channels, and for X and Y without units or in units that are no length.
    var scale: Double
    /// X's or Y's units once read: `pt` when converted (a length, or a `resolution` per a
    /// length), the declared units when they are no length (`dev`, `px`, …) and the values are
    /// kept as written, `nil` when none were declared (the values are taken as points). The
    /// drawing names them when X and Y are not both in points (`InkMLAnnotation.coordinateUnits`).
    var coordinateUnits: String?
    /// `type="integer"`: the values count device steps, which a `resolution` sizes.
    var isInteger: Bool
    /// `units` name an angle (`deg`, `rad`): an angle channel (`OA`, `OE`, `OTx`, `OTy`) says what
    /// its values are only so, and is kept only then (``field``, ``InkMLTraceFormat/tiltColumns``).
    var hasAngleUnits: Bool

    init(name: String, units: String?, type: String? = nil) {
        self.name = name
        let units = units?.lowercased()
        self.scale = Self.scale(name: name, units: units)
        self.isInteger = type == "integer"
        self.hasAngleUnits = units.flatMap(Self.angleScale) != nil
        if name == "X" || name == "Y", let units { coordinateUnits = InkMLLength.points(per: units) == nil ? units : "pt" }
    }

    /// Applies a `channelProperty name="resolution"` of `value` per `units` (`1/in`) to an
    /// integer X, Y or angle (`OTx`, `OTy`, `OA`, `OE`) channel: its values count steps of 1/`value` of that
    /// length or angle, as Office ink (`units="cm"`, 1000 `1/cm`; tilt in hundredths, 100
    /// `1/deg`) and the FC flowchart files (`units="in"`, 500 `1/in`) write them, whatever unit
    /// the channel itself names; a decimal channel's values are lengths or angles already, and a
    /// resolution per no length or angle (`1/dev`) or not above 0 sizes nothing.
    mutating func applyResolution(_ value: String, units: String?) {
        guard isInteger, let resolution = Double(value), resolution.isFinite, resolution > 0,
            let units = units?.lowercased(), units.hasPrefix("1/")
        else { return }
        let per = String(units.dropFirst(2))
        if isX || isY, let points = InkMLLength.points(per: per) {
            scale = points / resolution
            coordinateUnits = "pt"
        } else if Self.angleChannels.contains(name), let radians = Self.angleScale(per) {
            scale = radians / resolution
            hasAngleUnits = true
        }
    }

    /// Radians in one `unit` of angle (`deg`, `rad`), or `nil` for no angle unit.
    private static func angleScale(_ unit: String) -> Double? {
        degrees.contains(unit) ? .pi / 180 : radians.contains(unit) ? 1 : nil
    }

    /// The `InkPoint` field this channel fills, or `nil` for a channel the model has no field for
    /// (it is parsed so the columns stay aligned, then dropped and named in
    /// `InkDrawing.channelsNotKept`) or that fills fields only with another (the tilts).
    ///
    /// OA and OE fill azimuth and altitude only with angle `units`, like the tilts: InkML 2011
    /// (§3.1.2, reserved channel names) gives them a default unit of degrees, but files without
    /// units disagree (inkrec read them as radians before trial 24), so neither is assumed.
    var field: WritableKeyPath<InkPoint, Double?>? {
        switch name {
        case "T": return \.timeOffset
        case "F": return \.force
        case "OA": return hasAngleUnits ? \.azimuth : nil
        case "OE": return hasAngleUnits ? \.altitude : nil
        default: return nil
        }
    }

    var isX: Bool { name == "X" }
    var isY: Bool { name == "Y" }

    /// X and Y: lengths (``InkMLLength``) to points; without units, or in units that are no
    /// length, the values are kept. Time: `ms` (the recorders' usual unit, and the reading when
    /// units are absent), `s`, `us`. Angles (OA, OE and the tilts, kept only with angle units):
    /// `deg` is converted to radians, `rad` kept.
    private static func scale(name: String, units: String?) -> Double {
        switch name {
        case "X", "Y":
            return units.flatMap(InkMLLength.points(per:)) ?? 1
        case "T":
            switch units {
            case "s", "sec", "second", "seconds": return 1
            case "us", "µs", "microsecond", "microseconds": return 1e-6
            default: return 1e-3
            }
        case _ where angleChannels.contains(name):
            return units.flatMap(angleScale) ?? 1
        default:
            return 1
        }
    }

    /// The channels whose values are angles: azimuth, elevation and the two tilts.
    private static let angleChannels: Set = ["OA", "OE", "OTx", "OTy"]
    private static let degrees: Set = ["deg", "degree", "degrees"]
    private static let radians: Set = ["rad", "radian", "radians"]

    /// The channels inkrec writes, in this order, each when every point of the drawing has it.
    static var written: [(name: String, units: String?, field: WritableKeyPath<InkPoint, Double?>)] {
        [
            ("T", "s", \.timeOffset), ("F", nil, \.force), ("OA", "rad", \.azimuth), ("OE", "rad", \.altitude),
        ]
    }
}
