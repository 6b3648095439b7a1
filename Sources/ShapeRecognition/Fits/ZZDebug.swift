import Foundation
let arrowDebug = ProcessInfo.processInfo.environment["ARROWDBG"] != nil
@inline(__always) func dbg(_ s: @autoclosure () -> String) {
    if arrowDebug { FileHandle.standardError.write((s() + "\n").data(using: .utf8)!) }
}
