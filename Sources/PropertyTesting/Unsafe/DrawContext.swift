/// A labelled region of the choice sequence, opened by a generator while it draws.
struct Span: Sendable, Hashable {
    var label: String
    var start: Int
    var end: Int
    var depth: Int
    var parent: Int
}

/// Where one test case's choices come from and where they are recorded. Lives for one
/// generation on one thread; generators receive it by reference.
///
/// Dynamic exclusivity checks are off for its stored properties (the checks cost a third of
/// the time); the rest of the module sees only the safe accessors and methods below.
package final class DrawContext {
    // Safe: every access to these unchecked properties is an `unsafe` expression in this class.
    // A context is confined to one generation on one thread (it is not Sendable), and no
    // access stays open while code outside the class runs: `draw` copies the generator out
    // before calling `random` and writes it back after, `within` closes its span after the body
    // returns, and each accessor reads or writes once. So no two accesses ever overlap, which
    // is all the dynamic checks would verify.
    @exclusivity(unchecked) private var storedSize: Int
    @exclusivity(unchecked) private var rng: Xoshiro256StarStar?
    private let prefix: [UInt64]
    let maxChoices: Int
    @exclusivity(unchecked) private var storedChoices: [Choice] = []
    @exclusivity(unchecked) private var storedSpans: [Span] = []
    @exclusivity(unchecked) private var openSpans: [Int] = []
    @exclusivity(unchecked) private var storedRejected = false
    @exclusivity(unchecked) private var storedOverran = false
    @exclusivity(unchecked) private var storedRecursionDepth = 0

    // Safe: all accessors below: one read or one write of an unchecked property; see above.
    public internal(set) var size: Int {
        @inline(__always) get { unsafe storedSize }
        @inline(__always) set { unsafe storedSize = newValue }
    }
    // Safe: one read; see above.
    var choices: [Choice] { @inline(__always) get { unsafe storedChoices } }
    // Safe: one read; see above.
    var spans: [Span] { @inline(__always) get { unsafe storedSpans } }
    /// A filter ran out of attempts: the case is discarded before the property runs.
    // Safe: one read or one write; see above.
    var rejected: Bool {
        @inline(__always) get { unsafe storedRejected }
        @inline(__always) set { unsafe storedRejected = newValue }
    }
    /// More choices than `maxChoices` were asked for: the case is invalid.
    // Safe: one read; see above.
    var overran: Bool { @inline(__always) get { unsafe storedOverran } }
    // Safe: one read or one write; see above.
    var recursionDepth: Int {
        @inline(__always) get { unsafe storedRecursionDepth }
        @inline(__always) set { unsafe storedRecursionDepth = newValue }
    }

    /// Draws at random; the choices are recorded as they are made.
    init(size: Int, rng: Xoshiro256StarStar, maxChoices: Int) {
        // Safe: initialisation; nothing else can see the context yet.
        unsafe storedSize = size
        unsafe self.rng = rng
        self.prefix = []
        self.maxChoices = maxChoices
    }

    /// Replays `prefix`; an index past a kind's range is clamped, a missing one is 0.
    init(size: Int, prefix: [UInt64], maxChoices: Int) {
        // Safe: initialisation; nothing else can see the context yet.
        unsafe storedSize = size
        unsafe self.rng = nil
        self.prefix = prefix
        self.maxChoices = maxChoices
    }

    // Safe: one read; see above.
    var isRandom: Bool { unsafe rng != nil }

    /// Records one choice of `kind`; `random` picks the index when drawing at random.
    func draw(_ kind: ChoiceKind, random: (inout Xoshiro256StarStar, Int) -> UInt64) -> UInt64 {
        // Safe: `random` runs on a local copy of the generator; no access to a stored
        // property is open while it runs (see above).
        if unsafe storedOverran { return 0 }
        if unsafe storedChoices.count >= maxChoices {
            unsafe storedOverran = true
            return 0
        }
        let index: UInt64
        // Safe: as above; the copy is written back after `random` returned.
        if var generator = unsafe rng {
            index = Swift.min(random(&generator, unsafe storedSize), kind.maxIndex)
            unsafe rng = generator
        } else if unsafe storedChoices.count < prefix.count {
            // Safe: one read; see above.
            index = Swift.min(prefix[unsafe storedChoices.count], kind.maxIndex)
        } else {
            index = 0
        }
        // Safe: one in-place append; nothing else runs during it.
        unsafe storedChoices.append(Choice(kind: kind, index: index))
        return index
    }

    /// Raw randomness that is not recorded (e.g. a planned list length); nil when replaying.
    func unrecordedRandom(upTo bound: UInt64) -> UInt64? {
        // Safe: a copy of the generator is advanced and written back; see above.
        guard var generator = unsafe rng else { return nil }
        let value = generator.uniform(upTo: bound)
        unsafe rng = generator
        return value
    }

    func openSpan(_ label: String) {
        // Safe: reads and in-place appends of this context's own arrays; nothing else runs.
        let parent = unsafe openSpans.last ?? -1
        unsafe storedSpans.append(Span(label: label, start: storedChoices.count, end: storedChoices.count,
                                       depth: openSpans.count, parent: parent))
        unsafe openSpans.append(storedSpans.count - 1)
    }

    func closeSpan() {
        // Safe: as in `openSpan`.
        guard let index = unsafe openSpans.popLast() else { return }
        unsafe storedSpans[index].end = storedChoices.count
    }

    /// Renames the innermost open span (e.g. an element span that turned out to end the list).
    func relabelOpenSpan(_ label: String) {
        // Safe: as in `openSpan`.
        if let index = unsafe openSpans.last { unsafe storedSpans[index].label = label }
    }

    func within<T>(_ label: String, _ body: () -> T) -> T {
        openSpan(label)
        defer { closeSpan() }
        return body()
    }
}
