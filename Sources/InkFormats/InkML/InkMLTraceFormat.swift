import InkCore

/// An InkML `traceFormat`: the channels of every point of a trace, in declared order.
struct InkMLTraceFormat: Equatable {
    /// Channels every point carries.
    var regular: [InkMLChannel]
    /// Channels a point may carry after the regular ones (`intermittentChannels`).
    var intermittent: [InkMLChannel] = []

    /// InkML's default when a document declares none: X then Y.
    static let xy = InkMLTraceFormat(regular: [InkMLChannel(name: "X", units: nil), InkMLChannel(name: "Y", units: nil)])

    var all: [InkMLChannel] { regular + intermittent }

    /// The ``InkMLAnnotation/coordinateUnits`` note for X's and Y's units once read
    /// (``InkMLChannel/coordinateUnits``): `nil` when both are points (converted, or declared
    /// without units), one unit when both are kept in it, else each axis's
    /// (``InkMLAnnotation/coordinateUnitsText(x:y:)``).
    var coordinateUnitsNote: String? {
        let x = all.first(where: \.isX)?.coordinateUnits, y = all.first(where: \.isY)?.coordinateUnits
        return x == y && x == "pt" ? nil : InkMLAnnotation.coordinateUnitsText(x: x, y: y)
    }

    /// Applies a `resolution` channel property to the channel named `channel`; see
    /// ``InkMLChannel/applyResolution(_:units:)``.
    mutating func applyResolution(to channel: String, _ value: String, units: String?) {
        for i in regular.indices where regular[i].name == channel { regular[i].applyResolution(value, units: units) }
        for i in intermittent.indices where intermittent[i].name == channel { intermittent[i].applyResolution(value, units: units) }
    }

    /// The columns (in ``all``) of `OTx` and `OTy` when they become azimuth and altitude
    /// (``InkMLTilt``), and which of the two they fill: both declared, both in angle units, and
    /// not both `OA` and `OE` kept (declared in angle units); they fill the angle neither of these
    /// gives (a direct reading wins). `nil` otherwise, and they are not kept.
    var tiltColumns: (x: Int, y: Int, azimuth: Bool, altitude: Bool)? {
        let channels = all
        let azimuth = !channels.contains { $0.name == "OA" && $0.field != nil }
        let altitude = !channels.contains { $0.name == "OE" && $0.field != nil }
        guard azimuth || altitude,
            let x = channels.firstIndex(where: { $0.name == "OTx" }), let y = channels.firstIndex(where: { $0.name == "OTy" }),
            channels[x].hasAngleUnits, channels[y].hasAngleUnits
        else { return nil }
        return (x, y, azimuth, altitude)
    }

    /// The fewest values a point may have: up to and including the last of X and Y.
    ///
    /// Trailing regular channels after X and Y may be left out (read as absent): some FC flowchart
    /// files (writer1_*) declare `X Y F` and record only `X Y`.
    var minimumValueCount: Int {
        (regular.lastIndex { $0.isX || $0.isY } ?? -1) + 1
    }
}
