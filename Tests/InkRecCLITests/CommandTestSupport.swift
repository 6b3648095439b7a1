import Foundation
import InkRecCLI
import TestSupport

/// Runs `words` through the real `inkrec` command registry in-process, from the package root.
func runInkrec(_ words: [String], in directory: URL = TestPaths.packageRoot) -> (code: ExitCode, stdout: String, stderr: String) {
    let (context, out, err) = CommandContext.captured(currentDirectory: directory)
    let code = InkRecTool().run(words, context: context)
    return (code, out.text, err.text)
}

/// Decodes a command's `--json` output as a dictionary.
func jsonObject(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
}
