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
/// Dynamic exclusivity checks are off for its stored properties: a context is confined to
/// one generation on one thread, and no method keeps an access open while it calls out
/// (`draw` copies the generator out before calling `random`, `within` opens and closes its
/// span around the body), so accesses never overlap. The checks cost a third of the time.
package final class DrawContext {
    @exclusivity(unchecked) public internal(set) var size: Int
    @exclusivity(unchecked) private var rng: Xoshiro256StarStar?
    private let prefix: [UInt64]
    let maxChoices: Int
    @exclusivity(unchecked) private(set) var choices: [Choice] = []
    @exclusivity(unchecked) private(set) var spans: [Span] = []
    @exclusivity(unchecked) private var openSpans: [Int] = []
    /// A filter ran out of attempts: the case is discarded before the property runs.
    @exclusivity(unchecked) var rejected = false
    /// More choices than `maxChoices` were asked for: the case is invalid.
    @exclusivity(unchecked) var overran = false
    @exclusivity(unchecked) var recursionDepth = 0

    /// Draws at random; the choices are recorded as they are made.
    init(size: Int, rng: Xoshiro256StarStar, maxChoices: Int) {
        self.size = size
        self.rng = rng
        self.prefix = []
        self.maxChoices = maxChoices
    }

    /// Replays `prefix`; an index past a kind's range is clamped, a missing one is 0.
    init(size: Int, prefix: [UInt64], maxChoices: Int) {
        self.size = size
        self.rng = nil
        self.prefix = prefix
        self.maxChoices = maxChoices
    }

    var isRandom: Bool { rng != nil }

    /// Records one choice of `kind`; `random` picks the index when drawing at random.
    func draw(_ kind: ChoiceKind, random: (inout Xoshiro256StarStar, Int) -> UInt64) -> UInt64 {
        if overran { return 0 }
        if choices.count >= maxChoices {
            overran = true
            return 0
        }
        let index: UInt64
        if var generator = rng {
            index = Swift.min(random(&generator, size), kind.maxIndex)
            rng = generator
        } else if choices.count < prefix.count {
            index = Swift.min(prefix[choices.count], kind.maxIndex)
        } else {
            index = 0
        }
        choices.append(Choice(kind: kind, index: index))
        return index
    }

    /// Raw randomness that is not recorded (e.g. a planned list length); nil when replaying.
    func unrecordedRandom(upTo bound: UInt64) -> UInt64? {
        guard var generator = rng else { return nil }
        let value = generator.uniform(upTo: bound)
        rng = generator
        return value
    }

    func openSpan(_ label: String) {
        let parent = openSpans.last ?? -1
        spans.append(Span(label: label, start: choices.count, end: choices.count,
                          depth: openSpans.count, parent: parent))
        openSpans.append(spans.count - 1)
    }

    func closeSpan() {
        guard let index = openSpans.popLast() else { return }
        spans[index].end = choices.count
    }

    /// Renames the innermost open span (e.g. an element span that turned out to end the list).
    func relabelOpenSpan(_ label: String) {
        if let index = openSpans.last { spans[index].label = label }
    }

    func within<T>(_ label: String, _ body: () -> T) -> T {
        openSpan(label)
        defer { closeSpan() }
        return body()
    }
}
