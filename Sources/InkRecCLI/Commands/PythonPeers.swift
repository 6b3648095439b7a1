import Foundation
import InkCore
import InkFormats

/// Runs `Benchmarks/shapes_peers.py` in the venv `Benchmarks/shapes-peers-setup.sh` makes, on the
/// same strokes `bench shapes` timed, and reads back the $1 and $N latencies and answers. Both
/// peers are pure-Python packages from PyPI: their latency measures those implementations (the $1
/// one loops over points in Python), not what the $1 and $N methods could cost.
enum PythonPeers {
    /// Rows for the $1 and $N peers, each with its accuracy on `queries` (answer = the query's
    /// label; a query whose label has no template counts wrong); one row saying why when the venv
    /// or script is missing or fails, or when there is no template at all. `progress` gets (peer key, queries done, queries) as the
    /// script reports them.
    static func measure(
        queries: [LabeledInk], templates: [LabeledInk], repeats: Int, folder: URL,
        progress: (String, Int, Int) -> Void
    ) -> [BenchShapesRow] {
        let python = folder.appendingPathComponent(".venv-shapes/bin/python")
        let script = folder.appendingPathComponent("shapes_peers.py")
        guard FileManager.default.isExecutableFile(atPath: python.path),
              FileManager.default.fileExists(atPath: script.path)
        else {
            return [BenchShapesRow(recognizer: "Python $1 / $N peers", calls: 0,
                                   error: "not installed: run Benchmarks/shapes-peers-setup.sh")]
        }
        guard !templates.isEmpty else {
            return [BenchShapesRow(recognizer: "Python $1 / $N peers", calls: 0,
                                   error: "no templates: no train-split writer apart from the timed strokes' (try --split validation)")]
        }
        do {
            let output = try run(
                python: python, script: script, input: job(queries: queries, templates: templates, repeats: repeats),
                progress: progress)
            let report = try JSONDecoder().decode([String: PeerResult].self, from: output)
            return [("dollar_one", "Python $1 (dollar-one-recognizer-py)"), ("dollar_n", "Python $N (dollarN)")].map { key, title in
                guard let result = report[key] else { return BenchShapesRow(recognizer: title, calls: 0, error: "no result") }
                return result.row(title, labels: queries.map(\.label))
            }
        } catch {
            return [BenchShapesRow(recognizer: "Python $1 / $N peers", calls: 0, error: "\(error)")]
        }
    }

    private struct PeerResult: Decodable {
        var wall: LatencyPercentiles?
        var cpu: LatencyPercentiles?
        var calls: Int?
        var predictions: [String?]?
        var error: String?

        func row(_ title: String, labels: [String]) -> BenchShapesRow {
            var row = BenchShapesRow(recognizer: title, calls: calls ?? 0, wall: wall, cpu: cpu, error: error)
            if let predictions, predictions.count == labels.count {
                row.scored_strokes = labels.count
                row.accuracy = Double(zip(predictions, labels).count { $0 == $1 }) / Double(max(labels.count, 1))
            }
            return row
        }
    }

    /// A line of the script's stdout before its report.
    private struct Progress: Decodable {
        var progress: String
        var done: Int
        var total: Int
    }

    /// The stdin document of `shapes_peers.py`: the templates and the timed strokes.
    private static func job(queries: [LabeledInk], templates: [LabeledInk], repeats: Int) throws -> Data {
        func strokes(_ sample: LabeledInk) -> [[[Double]]] {
            sample.drawing.strokes.map { $0.points.map { [$0.location.x, $0.location.y] } }
        }
        let document: [String: Any] = [
            "templates": templates.map { ["name": $0.label, "strokes": strokes($0)] },
            "queries": queries.map(strokes), "repeat": repeats,
        ]
        return try JSONSerialization.data(withJSONObject: document)
    }

    /// The script's last stdout line (its report, with or without a final newline); the
    /// progress lines before it go to `progress`.
    private static func run(python: URL, script: URL, input: Data, progress: (String, Int, Int) -> Void) throws -> Data {
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Write on another thread so a full stdout pipe cannot deadlock us.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        var pending = Data()
        var lastLine = Data()
        while case let chunk = stdout.fileHandleForReading.availableData, !chunk.isEmpty {
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                if let report = try? JSONDecoder().decode(Progress.self, from: line) {
                    progress(report.progress, report.done, report.total)
                } else {
                    lastLine = Data(line)
                }
            }
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError.badInput("shapes_peers.py exited with status \(process.terminationStatus)")
        }
        return pending.isEmpty ? lastLine : pending
    }
}
