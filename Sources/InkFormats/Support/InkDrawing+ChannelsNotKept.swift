import Foundation
import InkCore

extension InkDrawing {
    /// The `annotations` key where a reader lists, `; `-separated, the point channels it read
    /// values of and dropped: those `InkPoint` has no field for (InkML `W`, `OR`, `S`, tilt it
    /// cannot convert; UNIPEN `.COORD` channels other than X, Y, T and P), each by name, and
    /// those it would keep but found a value of it cannot map (a tilt beyond ±90°, P missing
    /// from some point or not a number), each as `name (why)`, dropped for the whole trace.
    /// No channel is lost silently: `inkrec` warns of them when it reads a file. It names what
    /// one read dropped, so the readers of inkrec's own formats (json, ndjson, InkML) ignore a
    /// listing an earlier read wrote into the file.
    public static let channelsNotKeptAnnotation = "inkrec:channelsNotKept"

    /// The entries ``channelsNotKeptAnnotation`` lists (`W`, `P (not a number)`), in order;
    /// empty when none.
    public var channelsNotKept: [String] {
        (annotations[Self.channelsNotKeptAnnotation] ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Sets ``channelsNotKeptAnnotation`` to `entries`, the first of each channel name only
    /// (removing it when there are none), replacing what the document said.
    mutating func setChannelsNotKept(_ entries: [String]) {
        var listed: [String] = []
        for entry in entries where !listed.contains(where: { Self.channelName($0) == Self.channelName(entry) }) { listed.append(entry) }
        annotations[Self.channelsNotKeptAnnotation] = listed.isEmpty ? nil : listed.joined(separator: "; ")
    }

    /// The channel an entry names: up to ` (`, where its reason starts.
    private static func channelName(_ entry: String) -> Substring {
        entry.range(of: " (").map { entry[..<$0.lowerBound] } ?? entry[...]
    }

    /// An entry of ``channelsNotKeptAnnotation`` for `name` dropped because `reason`.
    static func channelNotKept(_ name: String, because reason: String) -> String { "\(name) (\(reason))" }
}
