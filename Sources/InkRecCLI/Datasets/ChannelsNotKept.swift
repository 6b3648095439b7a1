import InkCore
import InkFormats

/// The files whose drawings name point channels their reader dropped
/// (`InkDrawing.channelsNotKept`: InkML `W`, UNIPEN `Z`, …), for one stderr warning: no
/// channel of a file is lost silently (trial 24: tilt and width went without a word).
struct ChannelsNotKept {
    /// One file and the channels its drawings dropped, in first-seen order.
    private var files: [(path: String, channels: [String])] = []

    /// Records the channels `sample`'s drawing, read from `path`, dropped. O(channels²) per sample.
    mutating func add(_ sample: LabeledInk, file path: String) {
        let names = sample.drawing.channelsNotKept
        guard !names.isEmpty else { return }
        if files.last?.path == path {
            for name in names where !files[files.count - 1].channels.contains(name) { files[files.count - 1].channels.append(name) }
        } else {
            files.append((path, names))
        }
    }

    /// `warning: fmt/tilt.inkml: channels OTx, OTy, W not kept …`, one line per file (the first
    /// `Formatting.listedFiles`); `nil` when nothing was dropped.
    var warning: String? {
        guard !files.isEmpty else { return nil }
        var why = "(inkrec's ink keeps x, y, time, force, azimuth and altitude"
        // The tilt hint only where an InkML tilt went for its declaration, not for a bad value or in UNIPEN.
        let tiltForItsDeclaration = files.contains { file in
            file.channels.contains { $0 == "OTx" || $0 == "OTy" } && !file.channels.contains { $0.hasPrefix("OTx (") || $0.hasPrefix("OTy (") }
        }
        if files.contains(where: { $0.channels.contains { $0 == "OA" || $0 == "OE" } }) {
            why += "; InkML OA and OE are kept when in deg or rad"
        }
        if tiltForItsDeclaration {
            why += "; InkML tilt OTx/OTy becomes azimuth and altitude (whichever of OA and OE is not kept) when both are in deg or rad"
        }
        if files.contains(where: { $0.channels.contains { $0.hasSuffix(")") } }) { why += "; a channel with a reason had a value it cannot keep, and is dropped for that trace" }
        why += ")"
        func names(_ channels: [String]) -> String {
            // Names come from the file: escaped as labels are (trial 24: `.COORD X Y <ESC>[2J` cleared the screen).
            "channel\(channels.count == 1 ? "" : "s") \(channels.map { Formatting.label($0) }.joined(separator: ", ")) not kept"
        }
        guard files.count > 1 else { return "warning: \(files[0].path): \(names(files[0].channels)) \(why)" }
        let lines = ["warning: \(Formatting.count(files.count, "file")) with channels not kept \(why):"]
            + Formatting.fileLines(files) { "\($0.path): \(names($0.channels))" }
        return lines.joined(separator: "\n")
    }
}
