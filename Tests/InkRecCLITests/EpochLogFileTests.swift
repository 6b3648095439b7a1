import Foundation
import Testing
import TestSupport
@testable import InkRecCLI

/// `train --log-json` wrote with `try?`: a log that could not be written was lost silently.
@Suite struct EpochLogFileTests {
    @Test func aFailedWriteWarnsOnceAndAWrittenLogHoldsTheEntries() throws {
        try withTemporaryFolder { folder throws in
            let (context, _, err) = CommandContext.captured(currentDirectory: folder)
            let lost = folder.appendingPathComponent("removed/log.json")
            let failing = EpochLogFile(url: lost, context: context)
            failing.write([1])
            failing.write([1, 2])
            #expect(err.text.components(separatedBy: "warning: cannot write the epoch log \(lost.path)").count == 2, "\(err.text)")

            let url = folder.appendingPathComponent("log.json")
            EpochLogFile(url: url, context: context).write([1, 2, 3])
            #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) == [1, 2, 3])
        }
    }
}
