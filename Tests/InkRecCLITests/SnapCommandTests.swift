import Foundation
import Testing
import TestSupport

@testable import InkRecCLI

/// `inkrec snap` and `inkrec bench snap`, run in-process on a drawing written to a temporary file.
struct SnapCommandTests {
    /// A 200 × 120 pt rectangle drawn in 2 s at 100 Hz, as one labelled ndjson line in `folder`.
    static func rectangleFile(in folder: URL) throws -> URL {
        let corners: [(Double, Double)] = [(100, 100), (300, 100), (300, 220), (100, 220), (100, 100)]
        var points: [String] = []
        for side in 0..<4 {
            for step in 0..<50 {
                let f = Double(step) / 50
                let (x0, y0) = corners[side], (x1, y1) = corners[side + 1]
                points.append("[\(x0 + (x1 - x0) * f), \(y0 + (y1 - y0) * f), \(Double(side * 50 + step) / 100)]")
            }
        }
        points.append("[100.0, 100.0, 2.0]")
        let line = #"{"id": "r1", "label": "rectangle", "writer": "w", "strokes": [["# + points.joined(separator: ", ") + "]]}\n"
        let url = folder.appendingPathComponent("rectangle.ndjson")
        try line.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func run(_ words: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
        let (context, out, err) = CommandContext.captured()
        let code = InkRecTool().run(words, context: context)
        return (code, out.text, err.text)
    }

    @Test func jsonHasOneObjectPerDrawing() throws {
        try withTemporaryFolder { folder in
            let file = try Self.rectangleFile(in: folder)
            let result = run(["snap", file.path, "--simulate-hold", "0.6", "--json"])
            #expect(result.code == .success, "\(result.stderr)")
            let drawings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(drawings.count == 1)
            let drawing = try #require(drawings.first)
            #expect(drawing["id"] as? String == "r1")
            #expect(drawing["label"] as? String == "rectangle")
            let events = try #require(drawing["events"] as? [[String: Any]])
            let shapes = try #require(drawing["shapes"] as? [Any])
            // Held 0.6 s after the last point (2 s): one snap to a rectangle, committed at pen-up.
            let snaps = events.filter { $0["type"] as? String == "pathComplete" }
            #expect(snaps.count == 1 && shapes.count == 1)
            #expect(snaps.first?["shape"] as? String == "rectangle")
            let time = try #require(snaps.first?["t"] as? Double)
            #expect(time > 2.4 && time <= 2.6, "\(time)")
            // One event an instant: the level rectangle's orientation lock rides on its snap.
            #expect(snaps.first?["guides"] as? [String] == ["orientation 0°"])
            #expect(events.count == 1)
            for event in events {
                #expect(["pathComplete", "alignment"].contains(event["type"] as? String))
                #expect(event["t"] is Double && event["x"] is Double && event["y"] is Double)
            }
        }
    }

    @Test func textListsEventsAndShapes() throws {
        try withTemporaryFolder { folder in
            let file = try Self.rectangleFile(in: folder)
            let result = run(["snap", file.path])
            #expect(result.code == .success)
            #expect(result.stdout.hasPrefix("r1 (rectangle): 0 events\n"))
            #expect(result.stdout.hasSuffix("  shapes: none\n"))
            let held = run(["snap", file.path, "--simulate-hold", "0.6"])
            #expect(held.stdout.hasPrefix("r1 (rectangle): 1 event\n"), "\(held.stdout)")
            #expect(held.stdout.contains("  rectangle on orientation 0°\n"), "\(held.stdout)")
        }
    }

    /// Trial 21: ink without times printed "0 events" with no hint why, and an empty label as
    /// "file ():".
    @Test func untimedInkIsNamedAndAnEmptyLabelLeftOut() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("notime.ndjson")
            let box = "[[100, 100], [300, 100], [300, 220], [100, 220], [100, 100]]"
            try (#"{"id": "n1", "label": "", "writer": "w", "strokes": [\#(box)]}"# + "\n").write(to: file, atomically: true, encoding: .utf8)
            let result = run(["snap", file.path])
            #expect(result.code == .success, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("n1: 0 events\n"), "\(result.stdout)")
            #expect(result.stderr.contains("warning: n1: its ink has no times, so no pause is seen and nothing snaps: give --simulate-hold S"), "\(result.stderr)")
            let held = run(["snap", file.path, "--simulate-hold", "0.6"])
            #expect(!held.stderr.contains("no times"), "\(held.stderr)")
            let timed = run(["snap", try Self.rectangleFile(in: folder).path])
            #expect(!timed.stderr.contains("no times"), "\(timed.stderr)")
        }
    }

    /// Trial 24: --simulate-hold 0.3 under the default --hold 0.5 gave no snap and no word.
    @Test func simulatedHoldShorterThanTheHoldIsWarnedOf() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("notime.ndjson")
            let box = "[[100, 100], [300, 100], [300, 220], [100, 220], [100, 100]]"
            try (#"{"id": "n1", "label": "", "writer": "w", "strokes": [\#(box)]}"# + "\n").write(to: file, atomically: true, encoding: .utf8)
            let short = run(["snap", file.path, "--simulate-hold", "0.3"])
            #expect(short.code == .success, "\(short.stderr)")
            #expect(short.stdout.hasPrefix("n1: 0 events\n"), "\(short.stdout)")
            #expect(short.stderr.contains("warning: --simulate-hold 0.3 s is shorter than --hold 0.5 s: a simulated rest may not snap"
                + " (only a pen already resting within --radius, or pauses recorded in the ink, can); give --simulate-hold 0.54 or more\n"), "\(short.stderr)")
            let enough = run(["snap", file.path, "--simulate-hold", "0.3", "--hold", "0.25"])
            #expect(!enough.stderr.contains("shorter than --hold"), "\(enough.stderr)")
            #expect(!enough.stdout.hasPrefix("n1: 0 events"), "\(enough.stdout)")
        }
    }

    /// Break 24: a rest equal to the hold gave no snap, as the hold fires on the frame after it.
    @Test func simulatedHoldLessThanAFrameLongerIsWarnedOf() {
        let equal = SnapCommand.shortHoldWarning(simulated: 10, hold: 10, frameRate: 60)
        #expect(equal == "warning: --simulate-hold 10.0 s is not a frame (1/60 s) longer than --hold 10.0 s: a simulated rest may not snap"
            + " (only a pen already resting within --radius, or pauses recorded in the ink, can); give --simulate-hold 10.04 or more")
        // Break 24: 3600.04 was past the longest --simulate-hold.
        #expect(SnapCommand.shortHoldWarning(simulated: 3600, hold: 3600, frameRate: 60)?.hasSuffix("; give a shorter --hold") == true)
        #expect(SnapCommand.shortHoldWarning(simulated: 10.01, hold: 10, frameRate: 60) != nil)
        #expect(SnapCommand.shortHoldWarning(simulated: 10.04, hold: 10, frameRate: 60) == nil)
        #expect(SnapCommand.shortHoldWarning(simulated: 0, hold: 0.5, frameRate: 60) == nil)
        #expect(SnapCommand.shortHoldWarning(simulated: 0.6, hold: 0.5, frameRate: 60) == nil)
    }

    /// Trial 6 read "1 events": one snap of a held circle is "1 event".
    @Test func oneEventIsSingular() throws {
        try withTemporaryFolder { folder in
            let circle = (0...40).map { k in
                let angle = 2 * Double.pi * Double(k) / 40
                return "[\(200 + 50 * cos(angle)), \(50 + 50 * sin(angle)), \(Double(k) / 100)]"
            }
            let file = try Self.strokeFile(circle.joined(separator: ", "), in: folder)
            let result = run(["snap", file.path, "--simulate-hold", "0.6"])
            #expect(result.stdout.hasPrefix("s (x): 1 event\n  0.900s  pathComplete"), "\(result.stdout)")
        }
    }

    @Test func unusableSettingsAreUsageErrors() throws {
        try withTemporaryFolder { folder in
            let file = try Self.rectangleFile(in: folder)
            for options in [["--hold", "0"], ["--radius", "-1"], ["--grid", "0"], ["--simulate-hold", "nan"], ["--hold", "x"]] {
                let result = run(["snap", file.path] + options)
                #expect(result.code == .usage, "\(options)")
                #expect(result.stdout.isEmpty)
            }
            #expect(run(["snap", "/nonexistent/ink.xml"]).code == .badInput)
            for (option, value, message) in [
                ("--hold", "0", "--hold must be a finite, positive number of seconds"),
                ("--radius", "-1", "--radius must be a finite, non-negative number of points"),
                ("--grid", "0", "--grid must be a finite, positive number of points"),
            ] {
                #expect(run(["snap", file.path, option, value]).stderr.contains(message), "\(option)")
            }
        }
    }

    /// Trial 23: `--simulate-hold 1e308` pushed an untimed drawing's third stroke to infinite times
    /// (its points rejected), 1e17 rounded its points to one instant; holds are capped at an hour,
    /// named with the range. A radius of 0 is valid: the pen must rest without moving.
    @Test func holdsBeyondAnHourAreUsageErrors() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("untimed.ndjson")
            try #"{"id": "u", "label": "x", "strokes": [[[0, 0], [10, 0], [20, 0], [30, 0]], [[0, 10], [10, 10], [20, 10], [30, 10]], [[0, 20], [10, 20], [20, 20], [30, 20]]]}"#
                .write(to: file, atomically: true, encoding: .utf8)
            for (options, message) in [
                (["--simulate-hold", "1e308"], "--simulate-hold must be 0 to 3600 seconds, not 1e+308"),
                (["--simulate-hold", "3600.5"], "--simulate-hold must be 0 to 3600 seconds, not 3600.5"),
                (["--simulate-hold", "-1"], "--simulate-hold must be 0 to 3600 seconds, not -1.0"),
                (["--simulate-hold", "nan"], "--simulate-hold must be 0 to 3600 seconds, not nan"),
                (["--simulate-hold", "0.6", "--hold", "1e20"], "--hold must be over 0 and at most 3600 seconds, not 1e+20"),
            ] {
                let result = run(["snap", file.path] + options)
                #expect(result.code == .usage, "\(options)")
                #expect(result.stderr.contains(message), "\(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
            let longest = run(["snap", file.path, "--simulate-hold", "3600"])
            #expect(longest.code == .success)
            #expect(longest.stdout.contains("shapes: line, line, line"), "\(longest.stdout)")
            #expect(!longest.stderr.contains("rejected"), "\(longest.stderr)")
            let still = run(["snap", file.path, "--simulate-hold", "0.6", "--radius", "0"])
            #expect(still.code == .success)
            #expect(still.stdout.contains("shapes: line, line, line"), "\(still.stdout)")
        }
    }

    /// One ndjson line with one stroke of `(x, y, t)` points, in `folder` (replacing the last one).
    static func strokeFile(_ points: String, in folder: URL) throws -> URL {
        let line = #"{"id": "s", "label": "x", "writer": "w", "strokes": [["# + points + "]]}\n"
        let url = folder.appendingPathComponent("stroke.ndjson")
        try line.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A stroke spanning 1e9 s (or 1e308 s), or a huge `--simulate-hold`, used to hang ticking every
    /// 60 Hz frame; the replay now jumps to the hold and prints the same snap as a short hold.
    @Test func longClocksAndHoldsFinish() throws {
        try withTemporaryFolder { folder in
            // The second point, 1/128 s after the first, shows the clock is in seconds.
            let spans = [("[0, 0, 0], [1, 0, 0.0078125], [10, 0, 1e9], [20, 5, 2e9]", "1000000000.500s  pathComplete"),
                         ("[0, 0, 0], [1, 0, 0.0078125], [10, 0, 1e300], [20, 5, 1e308]", "  1.000e+300s  pathComplete")]  // not 301 digits
            for (points, snap) in spans {
                let file = try Self.strokeFile(points, in: folder)
                let result = run(["snap", file.path])
                #expect(result.code == .success, "\(result.stderr)")
                #expect(result.stdout.hasPrefix("s (x): 1 event\n"), "\(result.stdout)")
                #expect(result.stdout.contains(snap), "\(result.stdout)")
                #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count < 80 }, "\(result.stdout)")
            }
            let file = try Self.strokeFile("[0, 0, 0], [100, 0, 0.1]", in: folder)
            let short = run(["snap", file.path, "--simulate-hold", "0.6"])
            #expect(short.stdout.contains("0.617s  pathComplete"), "\(short.stdout)")
            #expect(run(["snap", file.path, "--simulate-hold", "3600"]).stdout == short.stdout)
            #expect(run(["snap", file.path, "--simulate-hold", "inf"]).code == .usage)
        }
    }

    /// Each rejected point is named by its stroke and its own index in the stroke; times count from
    /// the first point.
    @Test func rejectedPointsAreNamedByIndex() throws {
        try withTemporaryFolder { folder in
            let file = try Self.strokeFile("[0, 0, 0.5], [10, 0, 0.1], [20, 5, 0.3], [30, 0, 0.0], [40, 10, -1]", in: folder)
            let result = run(["snap", file.path])
            #expect(result.code == .success)
            let rejected = result.stderr.split(separator: "\n").filter { $0.contains("rejected") }
            // The first three of a stroke, then a count (trial 23: one line per point).
            #expect(rejected.map { $0.split(separator: ":")[1] } == (1...3).map { " rejected stroke 0, point \($0)" } + [" rejected 1 more point of stroke 0 (--json lists each)"], "\(result.stderr)")
            #expect(rejected.first?.hasSuffix("time -0.400 s is before the last accepted point's 0.000 s") == true)

            // Trial 6: --json listed them nowhere; now under "rejected", and on stderr as in text.
            let json = run(["snap", file.path, "--json"])
            let drawings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            let listed = try #require(drawings.first?["rejected"] as? [[String: Any]])
            #expect(listed.map { $0["stroke"] as? Int } == [0, 0, 0, 0])
            #expect(listed.map { $0["point"] as? Int } == [1, 2, 3, 4])
            #expect(json.stderr.contains("rejected stroke 0, point 3"), "\(json.stderr)")
            #expect(!json.stderr.contains("point 4"), "\(json.stderr)")
        }
    }

    /// Trial 6: a stroke recorded as starting before the previous one lifted (here 0.05 s into a
    /// 0.2 s stroke, or within a simulated hold) lost all its points; it is moved to that lift.
    @Test func aStrokeOverlappingThePreviousOneIsKept() throws {
        try withTemporaryFolder { folder in
            let record = #"{"id": "h3", "label": "x", "strokes": [[[0, 0, 0], [100, 0, 0.1], [200, 0, 0.2]], [[0, 50, 0], [100, 50, 0.1]]], "strokeStartTimes": [0, 0.05]}"# + "\n"
            let file = folder.appendingPathComponent("drawing.ndjson")
            try record.write(to: file, atomically: true, encoding: .utf8)
            for hold in ["0", "0.6"] {
                let result = run(["snap", file.path, "--simulate-hold", hold])
                #expect(result.code == .success)
                #expect(!result.stderr.contains("rejected"), "\(hold): \(result.stderr)")
            }
            #expect(run(["snap", file.path, "--simulate-hold", "0.6"]).stdout.contains("  shapes: line, line"))
        }
    }

    /// The trial's drawing: a line, then a circle whose `strokeStartTimes` entry (1 s) is before the
    /// line's (5 s). The circle lay before the time origin and was dropped whole with one "rejected
    /// point 0"; strokes are now replayed by start time and both snap.
    @Test func strokesAreReplayedByStartTime() throws {
        try withTemporaryFolder { folder in
            let line = (0...20).map { "[\($0 * 5), 0, \(Double($0) / 100)]" }
            let circle = (0...40).map { k in
                let angle = 2 * Double.pi * Double(k) / 40
                return "[\(200 + 50 * cos(angle)), \(50 + 50 * sin(angle)), \(Double(k) / 100)]"
            }
            let file = try Self.twoStrokeFile(in: folder, id: "two", label: "x", line, circle, startTimes: "[5, 1]")
            let result = run(["snap", file.path, "--simulate-hold", "0.6"])
            #expect(result.code == .success)
            #expect(!result.stderr.contains("rejected"), "\(result.stderr)")
            #expect(result.stdout.contains("  0.900s  pathComplete  (250.0, 50.0)  ellipse"), "\(result.stdout)")
            #expect(result.stdout.contains("  shapes: ellipse, line"), "\(result.stdout)")
        }
    }

    /// A one-drawing ndjson file in `folder` of two strokes (points as `[x, y, t]` texts) and
    /// their `strokeStartTimes` (a JSON array).
    static func twoStrokeFile(
        in folder: URL, id: String, label: String, _ first: [String], _ second: [String], startTimes: String
    ) throws -> URL {
        let record = #"{"id": ""# + id + #"", "label": ""# + label + #"", "strokes": [["# + first.joined(separator: ", ") + "], ["
            + second.joined(separator: ", ") + #"]], "strokeStartTimes": "# + startTimes + "}\n"
        let file = folder.appendingPathComponent("\(id).ndjson")
        try record.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Trial 14: a shaft, then a head drawn 0.3 s later. Held after every stroke the shaft
    /// commits as a line and the head cannot make it an arrow; `--hold-last-only` rests after the
    /// head alone, so the two strokes snap as one arrow (the replay had no option for it).
    @Test func holdLastOnlySnapsAMultiStrokeArrow() throws {
        try withTemporaryFolder { folder in
            let shaft = (0...40).map { "[\($0 * 5), 100, \(Double($0) / 100)]" }
            let head = [(170.0, 80.0), (185.0, 90.0), (200.0, 100.0), (185.0, 110.0), (170.0, 120.0)].enumerated().flatMap { k, p in
                (0..<5).map { s in
                    let f = Double(s) / 5, next = k < 4 ? [(185.0, 90.0), (200.0, 100.0), (185.0, 110.0), (170.0, 120.0)][k] : p
                    return "[\(p.0 + (next.0 - p.0) * f), \(p.1 + (next.1 - p.1) * f), \(Double(k * 5 + s) / 100)]"
                }
            }
            let file = try Self.twoStrokeFile(in: folder, id: "arrow", label: "arrow", shaft, head, startTimes: "[0, 0.7]")
            let every = run(["snap", file.path, "--simulate-hold", "0.6"])
            #expect(every.stdout.contains("  shapes: line\n"), "\(every.stdout)")
            let last = run(["snap", file.path, "--simulate-hold", "0.6", "--hold-last-only"])
            #expect(last.code == .success, "\(last.stderr)")
            #expect(last.stdout.contains("  shapes: arrow\n"), "\(last.stdout)")
            // Without a simulated hold the flag has nothing to shape (review).
            let alone = run(["snap", file.path, "--hold-last-only"])
            #expect(alone.code == .usage && alone.stderr.contains("--simulate-hold"), "\(alone.stderr)")
        }
    }

    /// Trial 14: a recording timed in milliseconds printed "0 events" with no hint.
    @Test func millisecondTimesAreHinted() throws {
        try withTemporaryFolder { folder in
            let points = (0...40).map { "[\($0 * 5), 0, \(Double($0) * 8.3)]" }.joined(separator: ", ")
            let file = folder.appendingPathComponent("ms.ndjson")
            let record = #"{"id": "ms", "label": "line", "strokes": [["# + points + "]]}\n"
            try (record + record.replacingOccurrences(of: #""ms""#, with: #""ms2""#)).write(to: file, atomically: true, encoding: .utf8)
            let result = run(["snap", file.path])
            #expect(result.code == .success)
            // One warning for the file, naming the first drawing and counting the others (review).
            #expect(result.stderr.contains("warning: ms (and 1 other drawing): its points lie a median 8.300 s apart"), "\(result.stderr)")
            #expect(result.stderr.components(separatedBy: "warning:").count == 2, "\(result.stderr)")
            let seconds = try Self.rectangleFile(in: folder)
            #expect(!run(["snap", seconds.path]).stderr.contains("warning"))
        }
    }

    @Test func benchPrintsEverySize() throws {
        let result = run(["bench", "snap", "--repeat", "1", "--json"])
        #expect(result.code == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["measurements"] as? [[String: Any]])
        #expect(rows.compactMap { $0["points"] as? Int } == BenchSnapCommand.sizes)
        #expect(rows.allSatisfy { ($0["nanosecondsPerAppend"] as? Double ?? 0) > 0 })
    }
}

/// The README's snap example, run as a user would with the built binary.
@Suite(.enabled(if: BuiltTool.url != nil, "the inkrec executable is not built next to the tests (swift build first)"))
struct SnapExecutableTests {
    @Test func dollarOneRectangleHeldSnapsOnce() throws {
        let run = try BuiltTool.run(["snap", "Datasets/dollar1-unistroke/s02/medium/rectangle01.xml", "--simulate-hold", "0.6", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let drawings = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let events = try #require(drawings.first?["events"] as? [[String: Any]])
        let snaps = events.filter { $0["type"] as? String == "pathComplete" }
        #expect(snaps.count == 1)
        #expect(snaps.first?["shape"] as? String == "rectangle")
    }
}

