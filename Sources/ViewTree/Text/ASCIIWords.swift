/// The words of ASCII text whose only white space is the space, read eight bytes at a time:
/// each 64 bytes become a mask with a bit per byte (set for a byte of a word), and the words
/// are the runs of set bits. Per byte, a loop that branches on spaces mispredicts at every
/// word's end; this one branches once per word, in a pattern the predictor learns.
enum ASCIIWords {
    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The words of at most 64 bytes as counts: how many, their letters, and the longest; `nil`
    /// when a byte is not ASCII or is a control character. Counted from the mask with no loop
    /// per word (only the longest word's length loops, a shift per letter).
    @inline(__always)
    static func counts(_ bytes: UnsafeBufferPointer<UInt8>) -> (words: Int, letters: Int, longest: Int)? {
        guard let base = bytes.baseAddress else { return (0, 0, 0) }
        let (letters, plain) = window(UnsafeRawPointer(base), from: 0, bytes.count, of: bytes.count)
        guard plain else { return nil }
        let starts = letters & ~(letters << 1)
        var longest = 0, run = letters
        while run != 0 {
            run &= run >> 1
            longest += 1
        }
        return (starts.nonzeroBitCount, letters.nonzeroBitCount, longest)
    }

    /// Calls `body` with the length of each word, in order, and returns `true`; returns `false`
    /// without calling it when a byte is not ASCII or is a control character (tab, newline),
    /// which the callers' byte loops handle.
    @inline(__always)
    static func forEachLength(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        // Beyond 64 bytes, words are reported before the later bytes are read: check them first.
        if count > 64, !isPlain(raw, count) { return false }
        var run = 0  // the length of a word that runs on past the bytes read so far
        var start = 0
        while start < count {
            let read = window(raw, from: start, min(64, count - start), of: count)
            guard read.plain else { return false }
            var words = read.letters
            var bit = 0
            while words != 0 {
                let gap = words.trailingZeroBitCount
                if gap > 0 {
                    if run > 0 { body(run); run = 0 }
                    words >>= UInt64(gap)
                    bit += gap
                }
                let ones = (~words).trailingZeroBitCount
                run += ones
                bit += ones
                words = ones == 64 ? 0 : words >> UInt64(ones)
            }
            // A word ends inside these bytes unless it reaches their end and more follow.
            if run > 0, bit < 64 || start + 64 >= count { body(run); run = 0 }
            start += 64
        }
        return true
    }

    /// The `length` (at most 64) bytes from `start` of the `count` at `raw`: a bit per byte
    /// (the first byte's lowest) set for a byte of a word, and whether every byte is ASCII and
    /// none is a control character.
    @inline(__always)
    private static func window(_ raw: UnsafeRawPointer, from start: Int, _ length: Int,
                               of count: Int) -> (letters: UInt64, plain: Bool) {
        var letters: UInt64 = 0, bad: UInt64 = 0
        var offset = 0
        while offset < length {
            let chunk = load(raw, start + offset, min(8, length - offset), count: count)
            bad |= badBytes(chunk)
            letters |= lettersMask(chunk) << UInt64(offset)
            offset += 8
        }
        return (letters, bad & high == 0)
    }

    /// A bit per byte of `chunk` (byte 0's lowest), set for a byte that is not a space.
    @inline(__always)
    private static func lettersMask(_ chunk: UInt64) -> UInt64 {
        // Below 0x80, XOR with a space is zero only for a space, and adding 0x7F sets the high
        // bit exactly when it is not zero.
        let notSpace = ((chunk ^ spaces) &+ 0x7F7F_7F7F_7F7F_7F7F) & high
        // Gathers the eight high bits into the top byte, byte 0's bit lowest.
        return ((notSpace >> 7) &* 0x0102_0408_1020_4080) >> 56
    }

    /// Whether every byte is ASCII and none is a control character.
    private static func isPlain(_ raw: UnsafeRawPointer, _ count: Int) -> Bool {
        var bad: UInt64 = 0
        var offset = 0
        while offset < count {
            bad |= badBytes(load(raw, offset, min(8, count - offset), count: count))
            offset += 8
        }
        return bad & high == 0
    }

    /// The high bit set in each byte of `chunk` that is not ASCII or is a control character
    /// (and perhaps in others, when one is not ASCII). Adding 0x60 to a byte below 0x80 sets
    /// its high bit exactly when it is 0x20 or more.
    @inline(__always)
    private static func badBytes(_ chunk: UInt64) -> UInt64 {
        chunk | ~(chunk &+ 0x6060_6060_6060_6060)
    }

    /// The `length` (1...8) bytes at `position` of the `count` at `base`, as a little-endian
    /// word with spaces for the missing bytes. A short tail is read as the last eight bytes
    /// (when there are eight) and shifted, not copied a byte at a time.
    @inline(__always)
    private static func load(_ base: UnsafeRawPointer, _ position: Int, _ length: Int, count: Int) -> UInt64 {
        if length == 8 { return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self)) }
        let missing = UInt64(8 - length) * 8
        if count >= 8 {
            let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position + length - 8, as: UInt64.self))
            return last >> missing | spaces << (64 - missing)
        }
        var word = spaces
        for index in 0..<length {
            let shift = UInt64(index * 8)
            word = word & ~(0xFF << shift) | UInt64(base.load(fromByteOffset: position + index, as: UInt8.self)) << shift
        }
        return word
    }
}
