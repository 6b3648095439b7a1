import Foundation

/// What a UNIPEN file's origin implies: pendigits conventions, contributing site, y direction.
///
/// Time (`.POINTS_PER_SECOND`), `Y_DIM` and writers come from the headers; only pendigits,
/// whose header `dene.doc` was never distributed, gets defaults from its `.names` notes.
struct UnipenSource {
    let fileExtension: String
    /// The contributing site (first folder of the first `.INCLUDE`: `apa`, `kai`, …), when known.
    var site: String?

    /// The source of the file (or in-memory text named) at `path`.
    init(path: String) {
        fileExtension = (path as NSString).pathExtension.lowercased()
    }

    /// pendigits-orig `.tra`/`.tes` (Alimoglu & Alpaydin 1996): 0…500 box, y up, 10 points/s.
    var isPendigits: Bool { fileExtension == "tra" || fileExtension == "tes" }

    /// The pendigits `.names` file: "fixed time intervals of 100 milliseconds".
    var defaultPointsPerSecond: Double? { isPendigits ? 10 : nil }

    /// pendigits coordinates lie in a 0…500 box.
    var defaultYDimension: Double? { isPendigits ? 500 : nil }

    /// Whether y grows upward in this source, so it is flipped on read: true for every UNIPEN
    /// file. UNIPEN headers carry no sign for the axis (`.Y_POINTS_PER_INCH` is always
    /// positive), so it was measured on train_r01_v07: in all 18 sites, letters and digits
    /// whose ink is heavy at the top (`g p q y 9 P`, words of x-height letters with descenders)
    /// have their point centroid at larger raw y than their box centre, and bottom-heavy ones
    /// (`b d h k 6 L`, words with ascenders) at smaller y: 17,763 of 18,688 such samples (95 %)
    /// vote y-up, and every site's majority is above 80 %. pendigits is y-up as its notes say.
    let isYUp = true
}
