@testable import NeuralNetwork
import Testing

@Suite struct CRC32Tests {
    /// The standard check value of CRC-32/ISO-HDLC (zlib's crc32).
    @Test func matchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }
}
