import Foundation
import Testing
import TestSupport

/// OpenBLAS's thread count is process-wide, so a library that sets it changes the speed of every
/// other BLAS user in an app (a classifier once set it to 1 when created). Only the command-line
/// tool, which owns its process, may set it: read from the sources, since a behavioural check
/// would race with the in-process CLI tests that set it.
@Suite struct BLASThreadSettingTests {
    @Test func onlyTheCommandLineToolSetsTheThreadCount() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("InkRecCLI/") }
        #expect(files.count > 50, "the sources were not found: \(sources.path)")
        let assignment = try Regex(#"BLASSettings\s*\.\s*threadCount\s*="#)
        let setters = try files.filter { file in
            try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").contains { line in
                    !line.drop { $0 == " " }.hasPrefix("//") && line.contains(assignment)
                }
        }
        #expect(setters.isEmpty, "\(setters)")
    }
}
