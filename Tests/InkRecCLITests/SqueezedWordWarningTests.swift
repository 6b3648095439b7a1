import Foundation
import InkRec
import InkRecCLI
import Testing
import TestSupport

/// Trial 24: the shipped word model misread long digit strings with no warning. A word whose ink
/// needs more points than the model's header takes (`pointCount` at `pointsPerXHeight`) is named
/// on stderr by `recognize` and counted among `eval text`'s warnings.
@Suite struct SqueezedWordWarningTests {
    @Test func aWordLongerThanTheModelTakesIsWarnedOf() throws {
        try withTemporaryFolder { folder in
            // 32 points at 6 per x-height: every word of the page needs more.
            let tiny = try TextCommandsTests.tinyWordModel(in: folder)
            let recognized = runTool(["recognize", TextCommandsTests.page, "--model", tiny, "--no-shapes"], commands: CommandRegistry.commands)
            #expect(recognized.code == .success, "\(recognized.stderr)")
            let warnings = recognized.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: unipen-ije11-page line ") }
            #expect(warnings.count >= 8, "\(recognized.stderr)")
            #expect(warnings.allSatisfy {
                $0.contains("\" may be misread (read at ")
                    && $0.contains(" of the model's density): its ink needs more than the 32 points the model reads at 6 per x-height (its header)")
            }, "\(recognized.stderr)")
            // --json lists them on the drawing's object, as printed (break24: stderr only).
            let json = runTool(["recognize", TextCommandsTests.page, "--model", tiny, "--no-shapes", "--json"], commands: CommandRegistry.commands)
            #expect(json.code == .success, "\(json.stderr)")
            let pages = try #require(try TextCommandsTests.json(json.stdout) as? [[String: Any]])
            #expect(pages.count == 1)
            #expect(pages.first?["warnings"] as? [String] == warnings.map(String.init))
            #expect((pages.first?["notes"] as? [String])?.isEmpty == true)

            let evaluated = runTool(["eval", "text", TextCommandsTests.page, "--model", tiny, "--json"], commands: CommandRegistry.commands)
            #expect(evaluated.code == .success, "\(evaluated.stderr)")
            let report = try #require(try TextCommandsTests.json(evaluated.stdout) as? [String: Any])
            let expected = "warning: 1 of 1 sample (first \"unipen-ije11-page\") has a word longer than \(tiny) reads well: "
                + "its ink needs more than the 32 points the model reads at 6 per x-height"
            #expect((report["warnings"] as? [String])?.contains { $0.hasPrefix(expected) } == true, "\(evaluated.stdout.prefix(2000))")
            #expect(evaluated.stderr.contains(expected))
        }
    }

    /// The shipped model's 256 points hold each word of the page: no warning; nor for a character model.
    @Test(arguments: ["words.inkmodel", "latin.inkmodel"]) func wordsThatFitAreNotWarnedOf(model: String) throws {
        let path = TestPaths.models.appendingPathComponent(model).path
        try #require(FileManager.default.fileExists(atPath: path))
        let recognized = runTool(["recognize", TextCommandsTests.page, "--model", path, "--no-shapes"], commands: CommandRegistry.commands)
        #expect(recognized.code == .success, "\(recognized.stderr)")
        #expect(!recognized.stderr.contains("may be misread"), "\(recognized.stderr)")
    }
}
