import InkCore
import InkFormats

/// The drawings read that `InkDrawing.validate()` rejects, per file, for one stderr warning.
///
/// Readers already skip NaN, infinite and out-of-range values; what is left (time going backwards
/// within a stroke, as in 154 of the 640 shipped MMG gestures; an empty stroke; channels that
/// change within a stroke) is used as read: the shape and handwriting recognizers do not use
/// time and pass over empty strokes, `snap` rejects (and names) each point whose time goes
/// backwards, and `convert` writes the ink as recorded. `InkDrawing.repairingTime()` is there for
/// a library user who needs monotonic time.
struct InvalidDrawings {
    /// One file's invalid drawings: how many, and the first one's id and first problem.
    private struct File {
        let path: String
        var drawings: Int
        let firstID: String
        let problem: InkValidationError
    }

    private var files: [File] = []

    /// Records `sample`, read from `path`, when its drawing has a problem. O(points).
    mutating func check(_ sample: LabeledInk, file path: String) {
        guard let problem = sample.drawing.validationErrors().first else { return }
        if files.last?.path == path {
            files[files.count - 1].drawings += 1
        } else {
            files.append(File(path: path, drawings: 1, firstID: sample.id, problem: problem))
        }
    }

    /// The warning: a count, then one line per file (the first `Formatting.listedFiles`) naming the first
    /// invalid drawing's stroke and point; empty when every drawing was valid.
    var warning: [String] {
        guard !files.isEmpty else { return [] }
        let drawings = files.reduce(0) { $0 + $1.drawings }
        let lines = [
            "warning: \(Formatting.count(drawings, "drawing")) in \(Formatting.count(files.count, "file"))"
                + " \(drawings == 1 ? "breaks" : "break") InkDrawing.validate() and \(drawings == 1 ? "is" : "are") used as read:"
        ]
        return lines + Formatting.fileLines(files) { file in
            let id = file.firstID == file.path ? "" : " \(file.firstID):"
            let more = file.drawings > 1 ? " (and \(Formatting.count(file.drawings - 1, "more drawing")))" : ""
            return "\(file.path):\(id) \(file.problem)\(more)"
        }
    }
}
