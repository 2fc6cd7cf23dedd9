/// FNV-1a, 64 bits: a fast, stable fingerprint of bytes (not a security hash), the same on
/// every machine and run — for report file names, shard assignment, change detection and the
/// live report's generation.
public struct FNV1a: Sendable {
    public var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    @inlinable
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    @inlinable
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = FNV1a()
        hasher.add(bytes)
        return hasher.value
    }
}
