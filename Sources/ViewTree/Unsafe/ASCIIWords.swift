/// The words of ASCII text whose only white space is the space, read eight bytes at a time:
/// each 64 bytes become a mask with a bit per byte (set for a byte of a word), and the words
/// are the runs of set bits. Per byte, a loop that branches on spaces mispredicts at every
/// word's end; this one branches once per word, in a pattern the predictor learns.
enum ASCIIWords {
    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The words of at most 64 bytes as counts: how many, their letters, and the longest; `nil`
    /// when a byte is not ASCII or is a control character. Counted from the mask with no loop
    /// per word or letter, and no branch on the text past the 8-byte chunks (the longest run
    /// of letters is found by halving, `longestRun`: a loop of a shift per letter mispredicted
    /// its exit at nearly every text). Returned as bytes in one register: a tuple of `Int`s
    /// came back through memory, and reading it back stalled.
    // Safe: `bytes` is a borrowed, initialized buffer (`FixedAdvanceMeasurer.withUTF8`); the window
    // covers `0..<bytes.count` only.
    @inline(__always)
    static func counts(_ bytes: UnsafeBufferPointer<UInt8>) -> Counts? {
        guard let base = bytes.baseAddress else { return Counts(words: 0, letters: 0, longest: 0) }
        let (letters, plain) = unsafe window(UnsafeRawPointer(base), from: 0, bytes.count)
        guard plain else { return nil }
        let starts = letters & ~(letters &<< 1)
        return Counts(words: UInt8(truncatingIfNeeded: starts.nonzeroBitCount),
                      letters: UInt8(truncatingIfNeeded: letters.nonzeroBitCount),
                      longest: UInt8(truncatingIfNeeded: longestRun(letters)))
    }

    /// `counts`' answer (each at most 64).
    struct Counts {
        let words: UInt8
        let letters: UInt8
        let longest: UInt8
    }

    /// The length of the longest run of set bits of `x`. `y(n)`, the bits that start a run of
    /// at least `n`, is `y(a) & (y(b) >> a)` for `n = a + b`; the longest run is the greatest
    /// `n` with `y(n) != 0`, built from the largest power of two down, each step a select.
    @inline(__always)
    static func longestRun(_ x: UInt64) -> Int {
        if x == .max { return 64 }
        let p2 = x & (x &>> 1), p4 = p2 & (p2 &>> 2), p8 = p4 & (p4 &>> 4)
        let p16 = p8 & (p8 &>> 8), p32 = p16 & (p16 &>> 16)
        var starts = UInt64.max, length: UInt64 = 0
        @inline(__always) func lengthen(by power: UInt64, _ runs: UInt64) {
            let longer = starts & (runs &>> length)
            starts = longer != 0 ? longer : starts
            length &+= longer != 0 ? power : 0
        }
        lengthen(by: 32, p32)
        lengthen(by: 16, p16)
        lengthen(by: 8, p8)
        lengthen(by: 4, p4)
        lengthen(by: 2, p2)
        lengthen(by: 1, x)
        return Int(length)
    }

    /// Calls `body` with the length of each word, in order, and returns `true`; returns `false`
    /// without calling it when a byte is not ASCII or is a control character (tab, newline),
    /// which the callers' byte loops handle.
    // Safe: as `counts`: every window lies within `0..<count`.
    @inline(__always)
    static func forEachLength(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = unsafe UnsafeRawPointer(base)
        let count = bytes.count
        // Beyond 64 bytes, words are reported before the later bytes are read: check them first.
        if count > 64, unsafe !isPlain(raw, count) { return false }
        var run = 0  // the length of a word that runs on past the bytes read so far
        var start = 0
        while start < count {
            let read = unsafe window(raw, from: start, min(64, count - start))
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

    /// The `length` (at most 64) bytes from `start` at `raw`: a bit per byte
    /// (the first byte's lowest) set for a byte of a word, and whether every byte is ASCII and
    /// none is a control character (a short tail rereads bytes before it, which count too: they
    /// are the same text's, so a bad one fails the text either way).
    // Safe: the caller's `start..<start + length` is within the buffer; whole loads read `start +
    // offset ..< start + offset + 8` with `offset + 8 <= length`; the tail load reads `end - 8 ..<
    // end` when `end >= 8` (bytes of the buffer before `start`, or the window's own) and otherwise
    // a byte at a time below `end`.
    @inline(__always)
    private static func window(_ raw: UnsafeRawPointer, from start: Int, _ length: Int) -> (letters: UInt64, plain: Bool) {
        var letters: UInt64 = 0, bad: UInt64 = 0
        var offset = 0
        while offset &+ 8 <= length {
            let chunk = unsafe load(raw, start &+ offset)
            bad |= badBytes(chunk)
            letters |= lettersMask(chunk) &<< UInt64(offset)
            offset &+= 8
        }
        if offset < length {
            let end = start &+ length
            // A short tail: the eight bytes that end it, the first ones (read already, or
            // before `start`) shifted out; a text under eight bytes, a byte at a time.
            let chunk = unsafe end >= 8 ? load(raw, end &- 8) : shortLoad(raw, start &+ offset, length &- offset)
            let earlier = end >= 8 ? UInt64(offset &+ 8 &- length) : 0
            bad |= badBytes(chunk)
            letters |= (lettersMask(chunk) &>> earlier) &<< UInt64(offset)
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
    // Safe: as `window`, over `0..<count` in windows of at most 64 bytes.
    private static func isPlain(_ raw: UnsafeRawPointer, _ count: Int) -> Bool {
        var start = 0
        while start < count {
            guard unsafe window(raw, from: start, min(64, count &- start)).plain else { return false }
            start &+= 64
        }
        return true
    }

    /// The high bit set in each byte of `chunk` that is not ASCII or is a control character
    /// (and perhaps in others, when one is not ASCII). Adding 0x60 to a byte below 0x80 sets
    /// its high bit exactly when it is 0x20 or more.
    @inline(__always)
    private static func badBytes(_ chunk: UInt64) -> UInt64 {
        chunk | ~(chunk &+ 0x6060_6060_6060_6060)
    }

    /// The eight bytes at `position`, as a little-endian word.
    // Safe: the caller guarantees `position..<position + 8` is within the buffer (`window`); an
    // unaligned load has no alignment requirement.
    @inline(__always)
    private static func load(_ base: UnsafeRawPointer, _ position: Int) -> UInt64 {
        unsafe UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }

    /// The `length` (1...7) bytes at `position` of a text under eight bytes, as a
    /// little-endian word with spaces for the missing bytes.
    // Safe: reads the `length` bytes at `position`, which the caller guarantees are within the
    // buffer (`window`).
    @inline(__always)
    private static func shortLoad(_ base: UnsafeRawPointer, _ position: Int, _ length: Int) -> UInt64 {
        var word = spaces
        for index in 0..<length {
            let shift = UInt64(index &* 8)
            word = unsafe word & ~(0xFF &<< shift) | UInt64(base.load(fromByteOffset: position &+ index, as: UInt8.self)) &<< shift
        }
        return word
    }
}
