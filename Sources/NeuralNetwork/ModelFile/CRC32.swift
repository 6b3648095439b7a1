/// CRC-32 as in zlib, PNG and Ethernet (IEEE 802.3; reflected polynomial 0xEDB88320, initial
/// value and final XOR 0xFFFFFFFF). Detects every single-bit and burst-≤32-bit error; it is a
/// corruption check, not a defence against deliberate tampering. O(n), one table look-up per byte.
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { byte in
        var crc = UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    package static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// `value` as 8 lower-case hex digits, zero-padded ("0a1b2c3d"), as checksums are written.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
