import Foundation
import InkFiles

extension AtomicFile {
    /// Writes what `encode` returns with `write(_:to:)` (temporary file, `fsync`, rename), for
    /// the formats' `write(_:to:)` and the CLI's reports.
    /// - Throws: what `encode` throws, an `InkFormatError` then naming `url`; `.unwritable` with
    ///   the reason, naming the folder when it is missing.
    package static func write(to url: URL, encoding encode: () throws -> Data) throws {
        let data: Data
        do { data = try encode() } catch let error as InkFormatError { throw error.located(at: url.path) }
        do { try write(data, to: url) } catch {
            throw InkFormatError(path: url.path, reason: .unwritable(error.reason))
        }
    }
}
