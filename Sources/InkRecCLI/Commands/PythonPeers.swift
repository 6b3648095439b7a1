import Foundation
import InkCore
import InkFormats

/// Runs `Benchmarks/shapes_peers.py` in the venv `Benchmarks/shapes-peers-setup.sh` makes, on the
/// same strokes `bench shapes` timed, and reads back the $1 and $N latencies.
enum PythonPeers {
    /// Rows for the $1 and $N peers; one row saying why when the venv or script is missing or fails.
    static func measure(_ samples: [LabeledInk], repeats: Int, folder: URL) -> [BenchShapesRow] {
        let python = folder.appendingPathComponent(".venv-shapes/bin/python")
        let script = folder.appendingPathComponent("shapes_peers.py")
        guard FileManager.default.isExecutableFile(atPath: python.path),
              FileManager.default.fileExists(atPath: script.path)
        else {
            return [BenchShapesRow(recognizer: "Python $1 / $N peers", calls: 0,
                                   error: "not installed: run Benchmarks/shapes-peers-setup.sh")]
        }
        do {
            let output = try run(python: python, script: script, input: job(samples, repeats: repeats))
            let report = try JSONDecoder().decode([String: PeerResult].self, from: output)
            return [("dollar_one", "Python $1 (dollar-one-recognizer-py)"), ("dollar_n", "Python $N (dollarN)")].map { key, title in
                guard let result = report[key] else { return BenchShapesRow(recognizer: title, calls: 0, error: "no result") }
                return result.row(title)
            }
        } catch {
            return [BenchShapesRow(recognizer: "Python $1 / $N peers", calls: 0, error: "\(error)")]
        }
    }

    private struct PeerResult: Decodable {
        var wall: LatencyPercentiles?
        var cpu: LatencyPercentiles?
        var calls: Int?
        var error: String?

        func row(_ title: String) -> BenchShapesRow {
            BenchShapesRow(recognizer: title, calls: calls ?? 0, wall: wall, cpu: cpu, error: error)
        }
    }

    /// The stdin document of `shapes_peers.py`: templates (first sample of each label) and queries.
    private static func job(_ samples: [LabeledInk], repeats: Int) throws -> Data {
        func strokes(_ sample: LabeledInk) -> [[[Double]]] {
            sample.drawing.strokes.map { $0.points.map { [$0.location.x, $0.location.y] } }
        }
        var seen = Set<String>()
        var templates: [[String: Any]] = []
        for sample in samples where seen.insert(sample.label).inserted {
            templates.append(["name": sample.label, "strokes": strokes(sample)])
        }
        let document: [String: Any] = ["templates": templates, "queries": samples.map(strokes), "repeat": repeats]
        return try JSONSerialization.data(withJSONObject: document)
    }

    private static func run(python: URL, script: URL, input: Data) throws -> Data {
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
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError.badInput("shapes_peers.py exited with status \(process.terminationStatus)")
        }
        return output
    }
}
