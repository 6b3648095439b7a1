import Foundation
import Testing
import InkRecCLI

@Suite struct CommandContextTests {
    @Test func jsonIsSortedAndPretty() throws {
        struct Report: Encodable {
            let task = "shapes"
            let accuracy = 0.5
            let latency_us = ["p99": 12.5, "p50": 3.0]
        }
        let (context, out, _) = CommandContext.captured()
        try context.printJSON(Report())
        #expect(out.text == """
            {
              "accuracy" : 0.5,
              "latency_us" : {
                "p50" : 3,
                "p99" : 12.5
              },
              "task" : "shapes"
            }

            """)
    }

    @Test func relativePathsResolveAgainstTheContextFolder() {
        let (context, _, _) = CommandContext.captured(currentDirectory: URL(fileURLWithPath: "/data", isDirectory: true))
        #expect(context.url(forPath: "a/b.tes").path == "/data/a/b.tes")
        #expect(context.url(forPath: "/abs.tes").path == "/abs.tes")
    }
}
