import Foundation
import InkFormats
import Testing
import TestSupport
@testable import InkRecCLI

/// Bad input for the session-21 helpers of the CLI: empty text and labels, a path that does not
/// exist, nothing to warn of, and confidences that are not finite.
@Suite struct Session21BadInputTests {
    @Test func emptyTextTakesNoColumnsAndAnEmptyTableStillHasItsRule() {
        #expect("".terminalWidth == 0)
        // Two columns of no width: the rule is their two-space separator alone.
        #expect(TextTable(header: ["", ""], rows: [[]]).rendered() == "\n  \n\n")
    }

    /// A path that names nothing has no device or inode: its resolved path tells it apart.
    @Test func aMissingFileIsToldApartByItsPath() throws {
        try withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("nothing.ndjson")
            #expect(WalkedPath.identity(of: missing) == missing.resolvingSymlinksInPath().path)
            let walked = WalkedPath(path: "nothing.ndjson", url: missing, files: [])
            #expect(walked.fileIdentities.isEmpty)
        }
    }

    @Test func nothingLeftOutOrLinkedWarnsOfNothing() {
        #expect(CommandContext.linkedFilesWarning([]) == nil)
        #expect(ConvertCommand.leftOutGroupsWarning(LabeledInk.GroupSelection()) == nil)
    }

    /// A declined confidence that is not a number is shown as one, never as a score that met
    /// the threshold; 0 and 1 show as they are.
    @Test func aConfidenceThatIsNotANumberIsShownAsNaN() {
        #expect(ShapeReport.neverRoundedUp(.nan) == "nan")
        #expect(ShapeReport.neverRoundedUp(0) == "0.00")
        #expect(ShapeReport.neverRoundedUp(1) == "1.00")
        #expect(ShapeReport.neverRoundedUp(0.99999) == "0.9999")
    }
}
