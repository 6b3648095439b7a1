import Foundation

/// Where the repository's own files and the optional full datasets live, for tests.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `Datasets/` in the repository: always present.
    public static var datasets: URL { packageRoot.appendingPathComponent("Datasets") }

    /// `Models/` in the repository.
    public static var models: URL { packageRoot.appendingPathComponent("Models") }

    /// The full public datasets (`../shared/datasets` beside the checkout), or `nil` when this
    /// machine does not have them; tests that need them skip with a message then.
    public static var sharedDatasets: URL? {
        let candidates = [
            ProcessInfo.processInfo.environment["INKREC_SHARED_DATASETS"],
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/datasets").path,
        ].compactMap { $0 }
        return candidates.map(URL.init(fileURLWithPath:)).first {
            FileManager.default.fileExists(atPath: $0.path)
        }
    }
}
