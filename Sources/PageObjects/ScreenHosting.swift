import LayoutChecks
import ViewTree

/// What a page object needs of a screen host, whatever its state type: the laid-out tree, the
/// controls, scrolling, the clock and its scheduled work.
public protocol ScreenHosting: AnyObject {
    var name: String { get }
    var clock: any ScreenClock { get }
    var isPresented: Bool { get }
    /// The size the screen is laid out in: its bounds, from (0, 0).
    var size: Size { get }
    /// The current view, laid out and flattened; rebuilt only after the state changed.
    var tree: FlatTree { get }
    /// `tree.hitNodes`, made once per tree.
    var nodes: [HitNode] { get }
    /// The page object types children are made with (`register(_:)`).
    var registry: ObjectRegistry { get set }
    func handlesTap(_ id: String) -> Bool
    func handlesEdit(_ id: String) -> Bool
    func tap(_ id: String)
    func edit(_ id: String, text: String)
    func scrollOffset(of id: String) -> Double
    func setScrollOffset(_ offset: Double, of id: String)
    func present()
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
    public init() {}

    public mutating func register(_ type: PageObject.Type) { types[type.screenID] = type }
    public func type(for screenID: String) -> PageObject.Type { types[screenID] ?? PageObject.self }
}
