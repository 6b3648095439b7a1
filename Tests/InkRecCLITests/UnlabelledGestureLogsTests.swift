import Foundation
import Testing
import TestSupport

/// Trial 24: `Name="42"` and `Name=""` became unlabelled samples with no word.
@Suite struct UnlabelledGestureLogsTests {
    private static func log(name: String) -> String {
        #"<?xml version="1.0" encoding="utf-8"?><Gesture Name="\#(name)" Subject="1" Number="1" NumPts="3">"#
            + #"<Point X="0" Y="0" T="100"/><Point X="10" Y="10" T="200"/><Point X="20" Y="0" T="300"/></Gesture>"#
    }

    @Test func namesWithoutALabelAreWarnedOf() throws {
        try withTemporaryFolder { folder in
            for (file, name) in [("digits.xml", "42"), ("empty.xml", ""), ("arrow01.xml", "arrow01")] {
                try Data(Self.log(name: name).utf8).write(to: folder.appendingPathComponent(file))
            }
            let both = runInkrec(["convert", "digits.xml", "empty.xml", "out.ndjson"], in: folder)
            #expect(both.code == .success, "\(both.stderr)")
            #expect(both.stderr.contains(
                "warning: 2 gesture logs with a Name that holds no label (digits only, or empty: a $1 Name is the label then the sample number, arrow01), read as unlabelled ink: digits.xml, empty.xml"),
                "\(both.stderr)")
            let labelled = runInkrec(["convert", "arrow01.xml", "arrow.ndjson"], in: folder)
            #expect(labelled.code == .success && !labelled.stderr.contains("holds no label"), "\(labelled.stderr)")
        }
    }
}
