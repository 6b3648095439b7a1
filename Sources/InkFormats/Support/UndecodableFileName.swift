import Foundation

/// File names that are no valid UTF-8 (`bad\xffname.ndjson`): Foundation lists them with each
/// bad byte replaced by U+FFFD, a name no file has, so such a file can be neither opened nor
/// found, nor such a folder walked. Walks report it as skipped with this reason, whatever its
/// extension, instead of dropping it in silence.
enum UndecodableFileName {
    /// Why `url` cannot be read when its last component holds U+FFFD and nothing exists at its
    /// path; `nil` otherwise (a real U+FFFD in an existing name is a name like any other).
    static func reason(_ url: URL) -> String? {
        guard url.lastPathComponent.unicodeScalars.contains("\u{FFFD}"),
            (try? FileManager.default.attributesOfItem(atPath: url.path)) == nil
        else { return nil }
        return "its name is not valid UTF-8 (shown with U+FFFD for the bad bytes) and cannot be opened by it: rename it"
    }
}
