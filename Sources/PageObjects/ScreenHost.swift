import FlexLayout
import LayoutChecks
import LayoutTesting
import ViewTree

/// What a screen reports of its life: Obihiro's `viewWillAppear:` … `viewDidDisappear:`.
public enum LifecycleEvent: String, Sendable, Codable {
    /// Delivered in this order by `present()` (will, did appear) and `dismiss()` (will, did disappear).
    case willAppear, didAppear, willDisappear, didDisappear
}

/// A screen on Linux: a state value, a view built from it, the actions its controls start, and
/// the scheduler for the work those actions leave for later, all on one injected clock.
///
/// Controls are bound by node id: `onTap("save") { state, scheduler in … }` runs when a tap
/// lands on the node `save` or inside it; `onEdit("email") { state, text, scheduler in … }` when
/// the text field `email` is filled. Text is measured with `measurer`: a fixed advance per
/// character unless given (a suite's `Screen` passes the real font's).
public final class ScreenHost<State>: ScreenHosting {
    /// A tap's, appearance's or disappearance's change to the state; it may schedule work.
    public typealias Handler = (inout State, Scheduler<State>) -> Void
    /// An edit's change to the state, given the text field's new text.
    public typealias EditHandler = (inout State, String, Scheduler<State>) -> Void

    public let name: String
    /// The state now; handlers, scheduled work and ``update(_:)`` change it, and each change lays
    /// the screen out again on the next read.
    public private(set) var state: State {
        didSet { cached = nil }
    }
    public let clock: any ScreenClock
    /// The work handlers leave for later, run on ``clock``.
    public let scheduler: Scheduler<State>
    /// The size the screen is laid out in.
    public var size: Size {
        didSet { cached = nil }
    }
    public private(set) var isPresented = false
    /// Every lifecycle event delivered so far, in order.
    public private(set) var events: [LifecycleEvent] = []
    public var registry = ObjectRegistry()

    private let body: (State) -> any ViewConvertible
    private let engine: FlexLayoutEngine
    private var tapHandlers: [String: Handler] = [:]
    private var editHandlers: [String: EditHandler] = [:]
    private var appear: Handler?
    private var disappear: Handler?
    private var scrollOffsets: [String: Double] = [:]
    private var cached: FlatTree? {
        didSet { cachedNodes = nil }
    }
    private var cachedNodes: [HitNode]?

    /// `size` in points (375 × 667, an iPhone 8, unless given); `clock` a fresh `VirtualClock`
    /// unless given; `measurer` a fixed advance per character unless given, so text widths are
    /// deterministic but not a real font's. `view` is called again after every change of state.
    public init(_ name: String, state: State, size: Size = Size(width: 375, height: 667),
                clock: any ScreenClock = VirtualClock(), measurer: any TextMeasurer = FixedAdvanceMeasurer(),
                view: @escaping (State) -> any ViewConvertible) {
        self.name = name
        self.state = state
        self.size = size
        self.clock = clock
        self.scheduler = Scheduler(clock: clock)
        self.engine = FlexLayoutEngine(measurer: measurer)
        self.body = view
    }

    /// Runs `handler` when a tap lands on the node `id` or inside it (the nearest handler up from
    /// the touched node wins); a second handler for the same id replaces the first.
    @discardableResult
    public func onTap(_ id: String, _ handler: @escaping Handler) -> Self {
        tapHandlers[id] = handler
        return self
    }

    /// Runs `handler` with the new text when the text field `id` is filled; replaces an earlier one.
    @discardableResult
    public func onEdit(_ id: String, _ handler: @escaping EditHandler) -> Self {
        editHandlers[id] = handler
        return self
    }

    /// Runs `handler` on `present()`, between `willAppear` and `didAppear` (`viewDidAppear:`).
    @discardableResult
    public func onAppear(_ handler: @escaping Handler) -> Self {
        appear = handler
        return self
    }

    /// Runs `handler` on `dismiss()`, between `willDisappear` and `didDisappear`.
    @discardableResult
    public func onDisappear(_ handler: @escaping Handler) -> Self {
        disappear = handler
        return self
    }

    /// Changes the state directly, as code outside the screen would (a push notification).
    public func update(_ change: Handler) {
        change(&state, scheduler)
    }

    /// Shows the screen; returns after `didAppear` was delivered and the work due at once ran.
    public func present() {
        guard !isPresented else { return }
        events.append(.willAppear)
        appear?(&state, scheduler)
        isPresented = true
        events.append(.didAppear)
        runDueWork()
    }

    /// Takes the screen away; returns after `didDisappear` was delivered.
    public func dismiss() {
        guard isPresented else { return }
        events.append(.willDisappear)
        disappear?(&state, scheduler)
        isPresented = false
        events.append(.didDisappear)
    }

    // MARK: ScreenHosting

    public var tree: FlatTree {
        if let cached { return cached }
        var root = engine.layout(body(state).node, available: AvailableSize(width: size.width, height: size.height)).root
        if !scrollOffsets.isEmpty { ScrollOffsets.apply(scrollOffsets, to: &root) }
        let tree = FlatTree(root)
        cached = tree
        return tree
    }

    public var nodes: [HitNode] {
        if let cachedNodes { return cachedNodes }
        let nodes = tree.hitNodes
        cachedNodes = nodes
        return nodes
    }

    public func handlesTap(_ id: String) -> Bool { tapHandlers[id] != nil }
    public func handlesEdit(_ id: String) -> Bool { editHandlers[id] != nil }

    public func tap(_ id: String) {
        guard let handler = tapHandlers[id] else { return }
        handler(&state, scheduler)
    }

    public func edit(_ id: String, text: String) {
        guard let handler = editHandlers[id] else { return }
        handler(&state, text, scheduler)
    }

    public func scrollOffset(of id: String) -> Double { scrollOffsets[id] ?? 0 }

    public func setScrollOffset(_ offset: Double, of id: String) {
        scrollOffsets[id] = offset
        cached = nil
    }

    /// Runs the work due now; on a virtual clock, also what `advance(by:)` reaches.
    public func runDueWork() {
        var ran = 0
        while let work = scheduler.takeDue(at: clock.now) {
            work.update(&state, scheduler)
            ran += 1
            precondition(ran < 100_000, "screen \(name): scheduled work keeps scheduling work due at once; it never settles")
        }
    }

    public func advance(by duration: Duration) {
        guard let virtual = clock as? VirtualClock else {
            clock.wait(duration)
            runDueWork()
            return
        }
        let target = virtual.now + duration
        runDueWork()
        while let due = scheduler.nextDue, due <= target {
            virtual.move(to: due)
            runDueWork()
        }
        virtual.move(to: target)
        runDueWork()
    }
}
