/// FNV-1a, 64 bit, over UTF-8: the same value on every run and platform (Swift's `Hasher` is
/// seeded per process), so hash-based dataset splits are reproducible.
enum StableHash {
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
