import InkCore

/// One `<channel>` of an InkML `traceFormat`: which `InkPoint` field its values fill and in what unit.
struct InkMLChannel: Equatable {
    /// The InkML channel name as declared (`X`, `Y`, `T`, `F`, `OA`, `OE`, or any other).
    var name: String
    /// Multiplier from the declared unit to the model's unit (seconds, radians); 1 for other channels.
    var scale: Double

    init(name: String, units: String?) {
        self.name = name
        self.scale = Self.scale(name: name, units: units?.lowercased())
    }

    /// The `InkPoint` field this channel fills, or `nil` for a channel the model has no field for
    /// (it is parsed so the columns stay aligned, then dropped).
    var field: WritableKeyPath<InkPoint, Double?>? {
        switch name {
        case "T": return \.timeOffset
        case "F": return \.force
        case "OA": return \.azimuth
        case "OE": return \.altitude
        default: return nil
        }
    }

    var isX: Bool { name == "X" }
    var isY: Bool { name == "Y" }

    /// Time: `ms` (the recorders' usual unit, and the reading when units are absent), `s`, `us`.
    /// Angles: `deg` is converted to radians; anything else is taken as radians.
    private static func scale(name: String, units: String?) -> Double {
        switch name {
        case "T":
            switch units {
            case "s", "sec", "second", "seconds": return 1
            case "us", "µs", "microsecond", "microseconds": return 1e-6
            default: return 1e-3
            }
        case "OA", "OE":
            return units == "deg" || units == "degree" || units == "degrees" ? Double.pi / 180 : 1
        default:
            return 1
        }
    }

    /// The channels inkrec writes, in this order, each when every point of the drawing has it.
    static var written: [(name: String, units: String?, field: WritableKeyPath<InkPoint, Double?>)] {
        [
            ("T", "s", \.timeOffset), ("F", nil, \.force), ("OA", "rad", \.azimuth), ("OE", "rad", \.altitude),
        ]
    }
}
