/// Progress of a long command on stderr: a bar redrawn in place on a terminal, plain lines otherwise
/// (logs and CI keep every line readable).
///
/// ```
/// train  [#########.................] 12/40  30%  loss 0.412 val 97.1 %  ETA 0:42
/// ```
/// On a terminal the bar redraws at most every 0.1 s; elsewhere a line is printed at each 10 % step
/// below 100 %, and the complete line once, by ``finish(_:)``. Text printed with ``note(_:)`` goes
/// on its own line above the bar.
/// Not thread-safe: call it from the thread that drives the work.
public final class ProgressBar {
    private let label: String
    private let total: Int
    private let output: any TextOutput
    private let isTerminal: Bool
    private let stopwatch = Stopwatch()
    private var completed = 0
    private var lastDraw: Duration?
    private var lastStep = 0
    private var drawnInPlace = false

    static let barWidth = 24
    static let redrawInterval = Duration.milliseconds(100)
    static let plainSteps = 10

    /// - Parameters:
    ///   - total: units of work (samples, epochs); at least 1 is assumed.
    public init(label: String, total: Int, context: CommandContext) {
        self.label = label
        self.total = max(total, 1)
        output = context.standardError
        isTerminal = context.isErrorTerminal
    }

    /// Records that `completed` units are done and shows `message` (loss, accuracy …) beside the bar.
    public func update(completed: Int, message: String = "") {
        self.completed = min(max(completed, 0), total)
        if isTerminal {
            let now = stopwatch.elapsed
            if let lastDraw, now - lastDraw < Self.redrawInterval, self.completed < total { return }
            lastDraw = now
            output.write("\r" + line(message) + "\u{1B}[K")
            drawnInPlace = true
        } else {
            // The complete line is finish's to print (once, with its message).
            let step = self.completed * Self.plainSteps / total
            guard step > lastStep, self.completed < total else { return }
            lastStep = step
            output.write(line(message) + "\n")
        }
    }

    /// Prints a full line (an epoch summary, a warning) without breaking the bar.
    public func note(_ text: String) {
        output.write((drawnInPlace ? "\r\u{1B}[K" : "") + text + "\n")
        drawnInPlace = false
    }

    /// Marks the work complete and ends the bar's line.
    public func finish(_ message: String = "") {
        completed = total
        output.write((isTerminal ? "\r" : "") + line(message) + (isTerminal ? "\u{1B}[K\n" : "\n"))
        drawnInPlace = false
    }

    private func line(_ message: String) -> String {
        let fraction = Double(completed) / Double(total)
        let filled = Int(fraction * Double(Self.barWidth))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: Self.barWidth - filled)
        var text = "\(label)  [\(bar)] \(completed)/\(total)  \(Int(fraction * 100))%"
        if !message.isEmpty { text += "  " + message }
        if completed > 0, completed < total {
            let remaining = stopwatch.elapsed.seconds / Double(completed) * Double(total - completed)
            text += "  ETA " + Formatting.clock(seconds: remaining)
        } else if completed == total {
            text += "  " + Formatting.clock(seconds: stopwatch.elapsed.seconds)
        }
        return text
    }
}
