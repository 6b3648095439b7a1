import Foundation
import InkRecCLI

let code = InkRecTool().run(Array(CommandLine.arguments.dropFirst()), context: .standard())
exit(code.rawValue)
