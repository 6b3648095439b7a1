import Foundation
import InkCore
import InkFormats
import TestSupport
import Testing

/// Each class of bad input gives the exact error: file, line (and column for XML), what was expected.
struct MalformedInputTests {
    /// Runs `body` with a temporary folder holding `files` (name → text), removed afterwards.
    private func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        try withTemporaryFolder { url in
            for (name, text) in files {
                let file = url.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            try body(url)
        }
    }

    private func firstError(loading url: URL) -> InkFormatError? {
        do {
            _ = try InkDataset.load(paths: [url])
            return nil
        } catch let error as InkFormatError {
            return error
        } catch {
            return nil
        }
    }

    private let gesture = """
        \u{FEFF}<?xml version="1.0" encoding="utf-8" standalone="yes"?>
        <Gesture Name="check03" Subject="9" Speed="fast">
          <Point X="10" Y="20" T="1000" />
          <Point X="12" Y="25" T="1016" />
        </Gesture>

        """

    @Test func gestureWithByteOrderMarkReads() throws {
        try withFiles(["check03.xml": gesture]) { root in
            let samples = try InkDataset.load(paths: [root]).samples
            #expect(samples.count == 1)
            #expect(samples[0].label == "check")
            #expect(samples[0].writer == "s09")
            #expect(samples[0].split == .test)
            #expect(samples[0].drawing.strokes[0].points.map(\.timeOffset) == [0, 0.016])
        }
    }

    @Test func truncatedXMLReportsLineAndColumn() throws {
        let lines = gesture.split(separator: "\n", omittingEmptySubsequences: false)
        let cases = [
            // Cut inside a tag: libxml2 stops at the end of the file.
            (lines.prefix(4).joined(separator: "\n") + "\n  <Point X=\"1", 5, 14,
             "expected the closing quote of an attribute value"),
            // Cut before </Gesture>: libxml2 points just past the last complete tag.
            (lines.prefix(4).joined(separator: "\n") + "\n", 4, 35,
             "expected </Gesture> before the end of the document"),
        ]
        for (text, line, column, message) in cases {
            try withFiles(["bad.xml": text]) { root in
                let file = root.appendingPathComponent("bad.xml")
                let error = try #require(firstError(loading: file))
                #expect(error.path == file.path)
                #expect(error.line == line)
                #expect(error.column == column)
                #expect(error.reason == .malformedXML(message))
            }
        }
        try withFiles(["bad.xml": gesture.replacingOccurrences(of: "Y=\"20\"", with: "Y=20")]) { broken in
            let error = try #require(firstError(loading: broken.appendingPathComponent("bad.xml")))
            #expect(error.line == 3)
            #expect(error.reason == .malformedXML("expected a quoted attribute value (\" or ')"))
        }
    }

    @Test func badPointNumberInXMLNamesTheAttribute() throws {
        let bad = gesture.replacingOccurrences(of: "Y=\"25\"", with: "Y=\"2x5\"")
        try withFiles(["bad.xml": bad]) { root in
            let error = try #require(firstError(loading: root.appendingPathComponent("bad.xml")))
            #expect(error.reason == .invalidNumber("2x5"))
            #expect(error.line == 4)
        }
    }

    /// Trial 17: `Double(String)` read hexadecimal ("0x19" = 25, "0x1p3" = 8), which no format writes.
    @Test(arguments: ["0x19", "0X19", "0x1p3", "0x", "x"])
    func hexadecimalIsNoNumberInXMLOrUnipen(_ hex: String) throws {
        try withFiles(["bad.xml": gesture.replacingOccurrences(of: "Y=\"25\"", with: "Y=\"\(hex)\""),
                       "bad.dat": unipen.replacingOccurrences(of: "11 2l", with: "11 \(hex)")]) { root in
            let xml = try #require(firstError(loading: root.appendingPathComponent("bad.xml")))
            #expect(xml.reason == .invalidNumber(hex) && xml.line == 4)
            let dat = try #require(firstError(loading: root.appendingPathComponent("bad.dat")))
            #expect(dat.reason == .invalidNumber(hex) && dat.line == 7)
        }
    }

    @Test func missingPointAttribute() throws {
        let bad = gesture.replacingOccurrences(of: "X=\"12\" ", with: "")
        try withFiles(["bad.xml": bad]) { root in
            let error = try #require(firstError(loading: root.appendingPathComponent("bad.xml")))
            #expect(error.reason == .missingAttribute(element: "Point", attribute: "X"))
            #expect(error.line == 4)
        }
    }

    @Test func badFileInAFolderIsSkippedWithCountInDatasetMode() throws {
        try withFiles(["a/check03.xml": gesture, "a/check04.xml": "<Gesture Name=\"x\"><Point", "notes.md": "#"]) { root in
            let result = try InkDataset.load(paths: [root], skipMalformed: true)
            #expect(result.samples.count == 1)
            #expect(result.skipped.count == 1)
            #expect(result.skipped.first?.path?.hasSuffix("a/check04.xml") == true)
            #expect(throws: InkFormatError.self) { try InkDataset.load(paths: [root]) }
        }
    }

    private let unipen = """
        .COORD X Y
        .POINTS_PER_SECOND 100
        .SEGMENT CHARACTER 0 ? "a"
        .SEGMENT CHARACTER 1-2 ? "b"
        .PEN_DOWN
         10 20
         11 2l
        .PEN_UP

        """

    @Test func badNumberInUnipenReportsLine() throws {
        try withFiles(["bad.dat": unipen]) { root in
            let file = root.appendingPathComponent("bad.dat")
            #expect(try InkFormat.detect(file) == .unipen)
            let error = try #require(firstError(loading: file))
            #expect(error == InkFormatError(path: file.path, line: 7, reason: .invalidNumber("2l")))
            #expect(error.description == "\(file.path):7: expected a finite number, found '2l'")
        }
    }

    /// Trial 8: one ` nan 5` line made pendigits-orig.tes (3,498 digits) unreadable, though a huge
    /// finite value cost only its segment. A NaN or infinite value costs only its segment too.
    @Test(arguments: ["nan", "inf", "-1e999", "NaN"])
    func nonFiniteUnipenNumberSkipsOnlyItsSegment(value: String) throws {
        let text = unipen.replacingOccurrences(of: "2l", with: "21").replacingOccurrences(of: "1-2", with: "1")
            + ".PEN_DOWN\n \(value) 5\n 12 22\n.PEN_UP\n"
        try withFiles(["bad.dat": text]) { root in
            let file = root.appendingPathComponent("bad.dat")
            let result = try InkDataset.load(paths: [file], skipMalformed: true)
            #expect(result.samples.map(\.label) == ["a"])
            #expect(result.skipped == [InkFormatError(path: file.path, record: 1, reason: .nonFiniteValue(stroke: 0, point: 0))])
            #expect(firstError(loading: file) == result.skipped.first)
        }
    }

    /// Trial 6: ndjson read `--from unipen` said only "no ink"; it names what UNIPEN lacks.
    @Test(arguments: [
        (#"{"label":"x","strokes":[[[0,0],[1,5]]]}"#, InkFormatError.Reason.unexpected(expected: "UNIPEN keyword lines (.COORD, .PEN_DOWN, .SEGMENT …)", found: "none")),
        ("", .emptyFile),
    ])
    func textWithoutKeywordsIsNoUnipenFile(text: String, reason: InkFormatError.Reason) throws {
        try withFiles(["t.ndjson": text]) { root in
            let file = root.appendingPathComponent("t.ndjson")
            #expect(throws: InkFormatError(path: file.path, line: 1, reason: reason)) {
                try InkDataset.load(paths: [file], format: .unipen)
            }
        }
    }

    @Test func unipenSegmentOutOfRangeIsSkippedWithCount() throws {
        try withFiles(["bad.dat": unipen.replacingOccurrences(of: "2l", with: "21")]) { root in
            let file = root.appendingPathComponent("bad.dat")
            let result = try InkDataset.load(paths: [file], skipMalformed: true)
            #expect(result.samples.map(\.label) == ["a"])
            #expect(result.samples[0].drawing.strokes[0].points.map(\.timeOffset) == [0, 0.01])
            #expect(result.skipped == [
                InkFormatError(path: file.path, line: 4, record: 1, reason: .segmentOutOfRange(delineation: "1-2", components: 1))
            ])
            #expect(firstError(loading: file) == result.skipped.first)
        }
    }

    /// pendigits closes every pen-down block with `.PEN_UP`; a file cut off inside one (the
    /// trial's `head -c` of pendigits-orig.tes) was read silently with a shortened last digit.
    @Test func truncatedPendigitsRecordIsMalformed() throws {
        let whole = """
            .SEGMENT DIGIT 0 ? "8"
            .COMMENT 8  6  138
            .PEN_DOWN
             273  323
             272  327
            .PEN_UP
            .DT 100
            .SEGMENT DIGIT 1 ? "1"
            .COMMENT 1  6  139
            .PEN_DOWN
             10  20
             11  40
             12  6
            .PEN_UP

            """
        let midLine = String(whole[..<whole.range(of: " 12  6")!.upperBound].dropLast())
        let atLineEnd = String(whole[..<whole.range(of: " 12  6\n")!.upperBound])
        try withFiles(["whole.tes": whole, "cut.tes": midLine, "cutAtLineEnd.tes": atLineEnd]) { root in
            let intact = try InkDataset.load(paths: [root.appendingPathComponent("whole.tes")])
            #expect(intact.samples.map(\.label) == ["8", "1"])
            #expect(intact.samples[1].drawing.strokes[0].points.count == 3)

            let file = root.appendingPathComponent("cut.tes")
            let expected = InkFormatError(
                path: file.path, line: 8, record: 1,
                reason: .unexpected(expected: ".PEN_UP closing the .PEN_DOWN of line 10", found: "the end of the file (truncated)"))
            #expect(firstError(loading: file) == expected)
            #expect(expected.description == "\(file.path):8 (record 1): expected .PEN_UP closing the .PEN_DOWN of line 10, found the end of the file (truncated)")
            let skipping = try InkDataset.load(paths: [file], skipMalformed: true)
            #expect(skipping.samples.map(\.label) == ["8"])
            #expect(skipping.skipped == [expected])
            let lineEnd = root.appendingPathComponent("cutAtLineEnd.tes")
            #expect(firstError(loading: lineEnd)?.reason == expected.reason)
        }
    }

    /// Trial 14: a UNIPEN file cut mid-number ("40 0 2", no newline, no `.PEN_UP`) was read as a
    /// whole "7". A pen-down block a file without a final newline ends inside is truncated; the
    /// same file ending after a whole line, or after a last line of blanks, a CR or a DOS
    /// end-of-file mark (review), still reads.
    @Test func unipenFileCutMidNumberIsTruncated() throws {
        let head = ".VERSION 1.0\n.COORD X Y T\n.SEGMENT CHARACTER 0 ? \"7\"\n.PEN_DOWN\n10 100 0\n100 100 10\n40 0 2"
        let complete = [
            "whole.unp": head + "\n", "closed.unp": head + "0\n.PEN_UP\n", "blanks.unp": head + "\n  \t",
            "cr.unp": head + "\n\r", "dosEOF.unp": head + "\n\u{1A}",
        ]
        try withFiles(complete.merging(["cut.unp": head]) { a, _ in a }) { root in
            let file = root.appendingPathComponent("cut.unp")
            let expected = InkFormatError(
                path: file.path, line: 3, record: 0,
                reason: .unexpected(expected: ".PEN_UP closing the .PEN_DOWN of line 4", found: "the end of the file (truncated)"))
            #expect(firstError(loading: file) == expected)
            for name in complete.keys.sorted() {
                let read = try InkDataset.load(paths: [root.appendingPathComponent(name)])
                #expect(read.samples.map(\.label) == ["7"] && read.samples.first?.drawing.strokes.first?.count == 3, "\(name)")
            }
        }
    }

    /// Trial 14: an ndjson record with a coordinate of 1e300 was skipped with no line
    /// (`info --json`: "line": null) and listed after the records behind it.
    @Test func ndjsonCoordinateBeyondTheLimitNamesItsLine() throws {
        let text = """
            {"id": "a", "label": "line", "strokes": [[[0, 0], [10, 0]]]}
            {"id": "huge", "label": "line", "strokes": [[[1e300, 0], [10, 0]]]}
            {"id": "bad", "label": "line", "strokes": [[[0, 0, 0, 9]]]}

            """
        try withFiles(["h.ndjson": text]) { root in
            let file = root.appendingPathComponent("h.ndjson")
            let result = try InkDataset.load(paths: [file], skipMalformed: true)
            #expect(result.samples.map(\.id) == ["a"])
            #expect(result.skipped.map(\.line) == [2, 3], "\(result.skipped)")
            #expect(result.skipped.first?.reason == .coordinateOutOfRange(stroke: 0, point: 0))
        }
    }

    @Test func missingUnipenIncludeIsReported() throws {
        try withFiles([
            "data/1a/x.dat": ".INCLUDE site/session.dat\n.SEGMENT CHARACTER 0 ? \"1\"\n",
            "include/site/other.dat": ".PEN_DOWN\n1 2\n.PEN_UP\n",
        ]) { root in
            let file = root.appendingPathComponent("data/1a/x.dat")
            let error = try #require(firstError(loading: file))
            #expect(error.line == 1)
            #expect(error.reason == .missingInclude(root.appendingPathComponent("include/site/session.dat").standardizedFileURL.path))
        }
    }

    /// A copied data file with no `include/` folder above it said "segment '0' is out of range
    /// (0 components recorded)" for every segment: it now names the include and its line, once.
    @Test func unresolvedUnipenIncludeIsNamedNotOutOfRange() throws {
        try withFiles(["x.dat": ".VERSION 1.0\n.INCLUDE site/session.dat\n.SEGMENT CHARACTER 0 ? \"1\"\n"]) { root in
            let file = root.appendingPathComponent("x.dat")
            let expected = InkFormatError(path: file.path, line: 2, reason: .includeFolderNotFound("site/session.dat"))
            #expect(firstError(loading: file) == expected)
            #expect(expected.description == "\(file.path):2: .INCLUDE file not found: site/session.dat (no include/ folder beside the file or above it)")
            let skipping = try InkDataset.load(paths: [root], skipMalformed: true)
            #expect(skipping.samples.isEmpty)
            #expect(skipping.skipped == [expected])
        }
    }

    /// pendigits names an include (`dene.doc`) that was never distributed: its segments lie in
    /// the file itself, so the unresolved include is no error.
    @Test func unresolvedUnipenIncludeIsIgnoredWhenSegmentsResolve() throws {
        try withFiles(["x.dat": ".INCLUDE dene.doc\n.SEGMENT CHARACTER 0 ? \"1\"\n.PEN_DOWN\n1 2\n3 4\n.PEN_UP\n"]) { root in
            let result = try InkDataset.load(paths: [root.appendingPathComponent("x.dat")])
            #expect(result.samples.map(\.label) == ["1"])
            #expect(result.skipped.isEmpty)
        }
    }

    @Test func unipenIncludeResolvesInIncludeFolderAndIsFlipped() throws {
        try withFiles([
            "data/1a/x.dat": ".INCLUDE site/site.doc\n.INCLUDE site/session.dat\n.SEGMENT CHARACTER 0-1 ? \"1\"\n",
            "include/site/site.doc": ".COORD X Y T\n.Y_DIM 100\n",
            "include/site/session.dat": ".WRITER_ID w7\n.PEN_DOWN\n1 2 5000\n3 4 5010\n.PEN_UP\n.PEN_DOWN\n5 6 5100\n.PEN_UP\n",
        ]) { root in
            let samples = try InkDataset.load(paths: [root]).samples
            let sample = try #require(samples.first)
            #expect(samples.count == 1)
            #expect(sample.writer == "site/w7")
            #expect(sample.drawing.strokes.map(\.locations) == [[Vector2(1, 98), Vector2(3, 96)], [Vector2(5, 94)]])
            #expect(sample.drawing.strokes.map(\.startTime) == [0, 0.1])
            #expect(sample.drawing.strokes[0].points.map(\.timeOffset) == [0, 0.01])
        }
    }

    /// Trial 6: a symbolic link to a dataset's data folder lost the `include/` folder above its
    /// target ("include file not found"); the target's ancestors are searched too.
    @Test func unipenIncludeResolvesThroughASymbolicLink() throws {
        try withFiles([
            "set/data/1a/x.dat": ".INCLUDE site/session.dat\n.SEGMENT CHARACTER 0 ? \"1\"\n",
            "set/include/site/session.dat": ".COORD X Y\n.WRITER_ID w7\n.PEN_DOWN\n1 2\n3 4\n.PEN_UP\n",
        ]) { root in
            let link = root.appendingPathComponent("link")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("set/data/1a"))
            let samples = try InkDataset.load(paths: [link]).samples
            #expect(samples.map(\.label) == ["1"])
            #expect(samples.first?.drawing.strokes.first?.points.count == 2)
        }
    }

    @Test func badQuickDrawLineIsSkippedWithCount() throws {
        let text = """
            {"word":"circle","key_id":"1","drawing":[[[0,1],[0,1],[0,16]]]}
            {"word":"circle","key_id":"2","drawing":[[[0,1],[0],[0,16]]]}
            {"word":"circle","key_id":"3","drawing":[[[0,1],[0,1]]]}
            not json
            """
        try withFiles(["circle.ndjson": text]) { root in
            let file = root.appendingPathComponent("circle.ndjson")
            #expect(try InkFormat.detect(file) == .quickDraw)
            let result = try InkDataset.load(paths: [file], skipMalformed: true)
            #expect(result.samples.map(\.writer) == ["1", "3"])
            #expect(result.samples[0].drawing.strokes[0].points.map(\.timeOffset) == [0, 0.016])
            #expect(result.samples[1].drawing.strokes[0].points.map(\.timeOffset) == [nil, nil])
            #expect(result.skipped.map(\.line) == [2, 4])
            #expect(
                result.skipped.first?.reason
                    == .unexpected(
                        expected: "a stroke [[x…],[y…]] or [[x…],[y…],[t…]] of equal lengths",
                        found: "3 arrays of lengths [2, 1, 2]"))
        }
    }

    @Test func unknownFormatIsReportedForAFileButPassedOverInAFolder() throws {
        try withFiles(["notes.txt": "hello", "README.md": "#"]) { root throws in
            let file = root.appendingPathComponent("notes.txt")
            #expect(firstError(loading: file) == InkFormatError(path: file.path, reason: .unknownFormat))
            #expect(try InkDataset.load(paths: [root]).samples.isEmpty)
            let missing = root.appendingPathComponent("absent.xml")
            #expect(firstError(loading: missing)?.reason == .unreadable("no such file or folder"))
        }
    }

    /// A file with nothing but whitespace is empty, not of an unknown format, named or walked
    /// (trial 8: a walk passed it over without a word); a walk passes over `notes.txt`.
    @Test func emptyFileIsReportedNamedOrWalked() throws {
        try withFiles(["a.inkml": "", "b.ndjson": "\u{FEFF} \n\n", "c.tes": "", "notes.txt": ""]) { root in
            for name in ["a.inkml", "b.ndjson", "c.tes", "notes.txt"] {
                let file = root.appendingPathComponent(name)
                #expect(try InkFormat.detect(file) == nil, "\(name)")
                #expect(firstError(loading: file) == InkFormatError(path: file.path, reason: .emptyFile), "\(name)")
            }
            #expect(InkFormatError(path: "a.inkml", reason: .emptyFile).description == "a.inkml: empty file")
            let walked = try InkDataset.load(paths: [root], skipMalformed: true)
            #expect(walked.samples.isEmpty)
            #expect(walked.skipped == ["a.inkml", "b.ndjson", "c.tes"].map {
                InkFormatError(path: root.appendingPathComponent($0).path, reason: .emptyFile)
            })
            let spaces = root.appendingPathComponent("spaces.ndjson")
            try Data(String(repeating: " ", count: 5_000).utf8).write(to: spaces)
            #expect(
                firstError(loading: spaces)?.reason
                    == .unexpected(expected: "quickdraw or ndjson ink", found: "only whitespace in the first 4 KiB"),
                "beyond the 4 KiB head it may hold anything")
        }
    }

    /// Trial 8: a walk passed over files with an ink extension that held no such ink without a
    /// word, and hung on a FIFO. Each is a skipped file with its reason; the FIFO is never opened.
    @Test func walkReportsFilesWithAnInkExtensionThatHoldNoInk() throws {
        try withFiles([
            "a/check03.xml": gesture, "page.inkml": "<html><body>404 Not Found</body></html>\n",
            "pendigits.tra": " 47,100, 27, 81\n  0, 89, 27,100\n", "notes.md": "#",
        ]) { root in
            try Data([0x1F, 0x8B, 0x08, 0x08, 0xFA, 0x92, 0x0D, 0x6B, 0x00, 0x03]).write(to: root.appendingPathComponent("gz.inkml"))
            try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x00, 0x01]).write(to: root.appendingPathComponent("binary.ndjson"))
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("dangling.xml").path, withDestinationPath: "/nonexistent/x.xml")
            let fifo = root.appendingPathComponent("f.ndjson")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            // Before the fix each read blocked in open(2) until a writer came: writers come for a few
            // seconds, so that the old behaviour fails this test instead of hanging it.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 1)
                for _ in 0..<100 {
                    Thread.sleep(forTimeInterval: 0.05)
                    let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
                    if descriptor >= 0 { close(descriptor) }
                }
            }

            let result = try InkDataset.load(paths: [root], skipMalformed: true)
            #expect(result.samples.map(\.label) == ["check"])
            let reasons = Dictionary(uniqueKeysWithValues: result.skipped.map { (URL(fileURLWithPath: $0.path ?? "").lastPathComponent, $0.reason) })
            #expect(reasons == [
                "binary.ndjson": .unexpected(expected: "quickdraw or ndjson ink", found: "binary data"),
                "dangling.xml": .unreadable("dangling symbolic link to /nonexistent/x.xml"),
                "f.ndjson": .unreadable("not a regular file (a FIFO)"),
                "gz.inkml": .unexpected(expected: "inkml ink", found: "gzip-compressed data"),
                "page.inkml": .unexpected(expected: "inkml ink", found: "'<html><body>404 Not Found</body></html>'"),
            ])
            // Named on its own, the FIFO is refused unopened too, also when its format is given.
            #expect(firstError(loading: fifo)?.reason == .unreadable("not a regular file (a FIFO)"))
            #expect(throws: InkFormatError(path: fifo.path, reason: .unreadable("not a regular file (a FIFO)"))) {
                try InkDataset.load(paths: [fifo], format: .labeledNDJSON)
            }
            // Trial 17: devices were "a device" here and "a character device" as outputs; one
            // helper names them both ways now.
            #expect(throws: InkFormatError(path: "/dev/null", reason: .unreadable("not a regular file (a character device)"))) {
                try InkDataset.load(paths: [URL(fileURLWithPath: "/dev/null")], format: .labeledNDJSON)
            }
        }
    }

    /// Trial 15: an IAM-OnDB file said "expected gesture-xml ink, found '<?xml version="1.0"?>'",
    /// pointing at the declaration; the root element is what is wrong.
    @Test func xmlOfAnotherKindNamesItsRootAndTheFormatsRead() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("iam.xml")
            try Data("<?xml version=\"1.0\"?>\n<!-- a <Comment> -->\n<WhiteboardCaptureSession>\n<StrokeSet/>".utf8).write(to: file)
            #expect(InkFormat.undetectedError(for: file).reason == .unexpected(
                expected: "gesture-xml ink",
                found: "XML whose root element is <WhiteboardCaptureSession> (formats read: gesture-xml, quickdraw, unipen, ndjson, json, inkml)"))
        }
    }

    @Test func unlabelledSegmentBeforeACommentDoesNotCrash() throws {
        let text = ".SEGMENT DIGIT 0 ?\n.COMMENT 8 12 224\n.PEN_DOWN\n 1 2\n.PEN_UP\n"
        try withFiles(["x.tes": text]) { root throws in
            #expect(try InkDataset.load(paths: [root]).samples.isEmpty)
        }
    }

    @Test func symlinkLoopInAFolderEnds() throws {
        try withFiles(["a/check03.xml": gesture]) { root in
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("a/loop"), withDestinationURL: root.appendingPathComponent("a"))
            #expect(try InkDataset.load(paths: [root]).samples.count == 1)
        }
    }

    @Test func infiniteNumberInNDJSONIsRejected() throws {
        let text = #"{"id":"a","label":"x","strokes":[[[0,1e999]]]}"#
        let result = try LabeledNDJSON.decode(Data(text.utf8), path: "inf.ndjson", skipMalformed: true)
        #expect(result.samples.isEmpty)
        #expect(result.skipped.count == 1)
        #expect(result.skipped.first?.line == 1)
    }

    @Test func secondGestureInOneFileIsAnError() throws {
        let two = "<Gestures>\n<Gesture Name=\"a1\"><Point X=\"1\" Y=\"2\"/></Gesture>\n<Gesture Name=\"b1\"/>\n</Gestures>\n"
        try withFiles(["two.xml": two]) { root in
            let error = try #require(firstError(loading: root.appendingPathComponent("two.xml")))
            #expect(error.reason == .unexpected(expected: "one <Gesture> per file", found: "a second <Gesture>"))
            #expect(error.line == 3)
        }
    }

    /// Trial 17 (mixedstroke.xml): a bare `<Point>` after a `<Stroke>` joined that stroke.
    @Test(arguments: [
        ("<Gesture Name=\"line01\"><Stroke index=\"1\"><Point X=\"1\" Y=\"2\" T=\"5\"/></Stroke>\n<Point X=\"3\" Y=\"4\" T=\"6\"/></Gesture>",
         "a bare <Point> after a <Stroke>"),
        ("<Gesture Name=\"line01\"><Point X=\"3\" Y=\"4\"/>\n<Stroke index=\"1\"><Point X=\"1\" Y=\"2\"/></Stroke></Gesture>",
         "a <Stroke> after a bare <Point>"),
    ])
    func gestureMixingBarePointsAndStrokesIsRefused(xml: String, found: String) throws {
        try withFiles(["mixed01.xml": xml]) { root in
            let error = try #require(firstError(loading: root.appendingPathComponent("mixed01.xml")))
            #expect(error.reason == .unexpected(expected: "<Point>s all inside <Stroke>s (multistroke) or none (unistroke)", found: found))
            #expect(error.line == 2)
        }
    }

    @Test func includeCycleStopsWithAnError() throws {
        try withFiles([
            "data/x.dat": ".INCLUDE s/loop.dat\n.SEGMENT CHARACTER 0 ? \"a\"\n",
            "include/s/loop.dat": ".INCLUDE s/loop.dat\n",
        ]) { root in
            let error = try #require(firstError(loading: root.appendingPathComponent("data/x.dat")))
            #expect(error.reason == .unexpected(expected: "includes nested at most 8 deep", found: "s/loop.dat"))
            #expect(error.line == 1)
            #expect(error.path?.hasSuffix("include/s/loop.dat") == true)
        }
    }
}
