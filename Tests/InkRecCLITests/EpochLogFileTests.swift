import Foundation
import Testing
@testable import InkRecCLI

/// `train --log-json` wrote with `try?`: a log that could not be written was lost silently.
@Suite struct EpochLogFileTests {
    @Test func aFailedWriteWarnsOnceAndAWrittenLogHoldsTheEntries() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (context, _, err) = CommandContext.captured(currentDirectory: folder)
        let lost = folder.appendingPathComponent("removed/log.json")
        let failing = EpochLogFile(url: lost, context: context)
        failing.record([1])
        failing.commit()
        failing.record([1, 2])
        failing.commit()
        #expect(err.text.components(separatedBy: "warning: cannot write the epoch log \(lost.path)").count == 2, "\(err.text)")

        let url = folder.appendingPathComponent("log.json")
        let log = EpochLogFile(url: url, context: context)
        log.record([1, 2, 3])
        log.commit()
        #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) == [1, 2, 3])
    }

    /// An interrupted training replaced the previous log epoch by epoch while the previous model
    /// stayed: recorded epochs reach the file only with `commit()`, when the model is saved.
    @Test func recordedEpochsReplaceTheLogOnlyWhenCommitted() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (context, _, err) = CommandContext.captured(currentDirectory: folder)
        let url = folder.appendingPathComponent("log.json")
        try Data("[9]".utf8).write(to: url)
        let log = EpochLogFile(url: url, context: context)
        log.record([1])
        log.record([1, 2])
        #expect(try Data(contentsOf: url) == Data("[9]".utf8))
        log.commit()
        #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) == [1, 2])
        #expect(err.text.isEmpty)
    }
}
