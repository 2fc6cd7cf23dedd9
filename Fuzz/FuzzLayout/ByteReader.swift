/// The fuzzer's bytes read front to back as small choices; past the end every read is 0, so
/// any input (the empty one too) makes a tree.
struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// One of `options`, chosen by the next byte.
    mutating func pick<T>(_ options: [T]) -> T { options[Int(next()) % options.count] }

    /// A length in pixels, 0 to 255 by quarters of the byte's range: 0, 0.5, …, 127.5.
    mutating func length() -> Double { Double(next()) / 2 }
}
