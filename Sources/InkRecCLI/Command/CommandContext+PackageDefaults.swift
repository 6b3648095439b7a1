import Foundation

extension CommandContext {
    /// The inkrec package folder a built binary belongs to: the nearest folder above the
    /// executable (`.build/release/inkrec`, or the test bundle) that holds `Package.swift`;
    /// `nil` for a binary installed elsewhere.
    static let packageRoot: URL? = {
        guard var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else { return nil }
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// The first of `candidates` (package-relative defaults such as `Datasets/shape-samples`)
    /// that exists in the working folder (returned as given) or else in the package the binary
    /// belongs to (returned absolute), so a default works wherever inkrec is run from.
    /// - Throws: ``CommandError/badInput(_:)`` naming every path tried when none exists.
    func packageDefault(_ candidates: [String], for purpose: String) throws -> String {
        var tried: [String] = []
        for base in [currentDirectory] + (Self.packageRoot.map { [$0] } ?? []) {
            for candidate in candidates {
                let url = base.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.path) { return base == currentDirectory ? candidate : url.path }
                tried.append(url.path)
            }
        }
        throw CommandError.badInput("no \(purpose): tried \(tried.joined(separator: ", "))")
    }
}
