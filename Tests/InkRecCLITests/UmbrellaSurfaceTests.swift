import Foundation
import Testing
import TestSupport

/// `import InkRec` must not add members to types the package does not own (`Collection`,
/// `Array`, `RandomNumberGenerator`, `Duration`, …): such helpers are `package`, visible to the
/// package's modules and tests only. Read from the sources, since the test target, inside the
/// package, sees `package` members as an app sees `public` ones.
@Suite struct UmbrellaSurfaceTests {
    /// Each `public`/`open` declaration inside an extension of a type declared outside the
    /// package, as "file:line: extension …: declaration".
    static func publicMembersOfForeignTypes() throws -> [String] {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let texts = try files.map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }
        let declaration = try Regex(#"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#)
        var owned = Set<Substring>()
        for text in texts {
            for match in text.matches(of: declaration) { if let name = match.output[1].substring { owned.insert(name) } }
        }
        let extensionStart = try Regex(#"^\s*(?:(?:public|package|internal|fileprivate|private)\s+)?extension\s+(\w+)"#)
        var found: [String] = []
        for (file, text) in zip(files, texts) {
            var depth = 0
            var foreign: (header: String, depth: Int)?
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                if foreign == nil, let match = line.firstMatch(of: extensionStart),
                    let name = match.output[1].substring, !owned.contains(name)
                {
                    foreign = (String(trimmed), depth)
                    if trimmed.hasPrefix("public ") { found.append("\(file):\(number + 1): \(trimmed)") }
                } else if let foreign, trimmed.hasPrefix("public ") || trimmed.hasPrefix("open ") {
                    found.append("\(file):\(number + 1): \(foreign.header) \(trimmed)")
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                if let current = foreign, depth <= current.depth, line.contains("}") { foreign = nil }
            }
        }
        return found
    }

    @Test func noPublicMembersOnForeignTypes() throws {
        let found = try Self.publicMembersOfForeignTypes()
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
