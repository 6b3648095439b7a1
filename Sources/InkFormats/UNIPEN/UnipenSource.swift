import Foundation

/// What a UNIPEN file's origin implies: pendigits conventions, contributing site, y direction.
struct UnipenSource {
    let fileExtension: String
    /// The contributing site (first folder of the first `.INCLUDE`: `apa`, `kai`, …), when known.
    var site: String?

    init(url: URL) {
        fileExtension = url.pathExtension.lowercased()
    }

    /// pendigits-orig `.tra`/`.tes` (Alimoglu & Alpaydin 1996): 0…500 box, y up, 10 points/s.
    var isPendigits: Bool { fileExtension == "tra" || fileExtension == "tes" }

    /// The pendigits `.names` file: "fixed time intervals of 100 milliseconds".
    var defaultPointsPerSecond: Double? { isPendigits ? 10 : nil }

    /// pendigits coordinates lie in a 0…500 box.
    var defaultYDimension: Double? { isPendigits ? 500 : nil }

    /// Whether y grows upward in this source, so it is flipped on read.
    var isYUp: Bool {
        if isPendigits { return true }
        return site.map(Self.yUpSites.contains) ?? false
    }

    /// train_r01_v07 sites whose y axis points up, measured on their isolated digits and
    /// lower-case letters: the first point of single-stroke `1`, `l` lies above (larger y
    /// than) the last in these sites' raw coordinates.
    static let yUpSites: Set<String> = []
}
