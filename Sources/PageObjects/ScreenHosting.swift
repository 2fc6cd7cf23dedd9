import LayoutChecks
import ViewTree

/// What a page object needs of a screen host, whatever its state type: the laid-out tree, the
/// controls, scrolling, the clock and its scheduled work.
public protocol ScreenHosting: AnyObject {
    /// The screen's name, which messages quote.
    var name: String { get }
    /// The clock the screen's scheduled work and every wait run on.
    var clock: any ScreenClock { get }
    /// Whether the screen is shown: between `present()` and `dismiss()`. Queries on a screen that
    /// is not throw.
    var isPresented: Bool { get }
    /// The size the screen is laid out in: its bounds, from (0, 0).
    var size: Size { get }
    /// The current view, laid out and flattened; rebuilt only after the state changed.
    var tree: FlatTree { get }
    /// `tree.hitNodes`, made once per tree.
    var nodes: [HitNode] { get }
    /// The page object types children are made with (`register(_:)`).
    var registry: ObjectRegistry { get set }
    /// Whether a tap on the node `id` runs a handler.
    func handlesTap(_ id: String) -> Bool
    /// Whether filling the node `id` runs a handler.
    func handlesEdit(_ id: String) -> Bool
    /// Runs the tap handler of `id` (nothing when it has none); page objects call it after their
    /// hit test.
    func tap(_ id: String)
    /// Runs the edit handler of `id` with `text` (nothing when it has none).
    func edit(_ id: String, text: String)
    /// How far the scroll container `id` is scrolled down, in points (0 unless set).
    func scrollOffset(of id: String) -> Double
    /// Scrolls the container `id` so its content moves up by `offset` points; lays out again.
    func setScrollOffset(_ offset: Double, of id: String)
    /// Shows the screen: `willAppear`, the appear handler, `didAppear`, then the work due at once.
    func present()
    /// Hides the screen: `willDisappear`, the disappear handler, `didDisappear`.
    func dismiss()
    /// Runs the scheduled work that is due now.
    func runDueWork()
    /// Moves the clock on, running the work that falls due on the way, in order.
    func advance(by duration: Duration)
}

/// Scrolling moves the children of a `scroll` container up by its offset after layout, as a
/// scroll view moves its content.
enum ScrollOffsets {
    static func apply(_ offsets: [String: Double], to node: inout LaidOutNode) {
        if let id = node.id, node.role == ScrollView.role, let offset = offsets[id], offset != 0 {
            for index in node.children.indices { node.children[index].frame.y -= offset }
        }
        for index in node.children.indices { apply(offsets, to: &node.children[index]) }
    }
}

/// The page object types a screen makes its child objects with, by screen id (Obihiro's
/// `registerObjectClass:`).
public struct ObjectRegistry {
    var types: [String: PageObject.Type] = [:]
    /// An empty registry: every child screen gets a plain `PageObject`.
    public init() {}

    /// Makes child screens whose id is `type.screenID` objects of `type`; a later type for the same
    /// id replaces the earlier.
    public mutating func register(_ type: PageObject.Type) { types[type.screenID] = type }
    /// The type registered for `screenID`, or `PageObject` itself when none is.
    public func type(for screenID: String) -> PageObject.Type { types[screenID] ?? PageObject.self }
}
