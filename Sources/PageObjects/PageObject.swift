import LayoutChecks
import ViewTree

/// A page object in Obihiro's style: subclass it (or `ScreenObject`) and write `tapSave()`,
/// `statusText`, … over its queries, so tests never see the view structure.
///
/// An object sees the subtree of its `scope` (a child screen, an alert, a popover) or, without
/// one, the whole screen. Every query reads the screen as laid out now (the host lays it out
/// again after each change of state).
open class PageObject {
    /// The screen this object reads and acts on.
    public let host: any ScreenHosting
    /// The node whose subtree this object sees; `nil` for the whole screen.
    public let scope: Query?
    /// How much clock time a simulated user action lets pass afterwards (Obihiro waits 100 ms);
    /// on a virtual clock no real time passes.
    public var userActionWindow: Duration = .milliseconds(100)
    /// What `eventually` and predicates wait at most, and between their checks.
    public var timeout: Duration = .seconds(1)
    /// The pause between checks of `eventually` and predicates (100 ms unless set).
    public var interval: Duration = .milliseconds(100)

    /// An object over `host`, seeing the subtree of the single node `scope` matches, or the whole
    /// screen when `scope` is `nil`. Subclasses must keep this initializer: child objects are made
    /// with it.
    public required init(host: any ScreenHosting, scope: Query? = nil) {
        self.host = host
        self.scope = scope
    }

    /// The id of the `ScreenView` this type stands for: the type's name without an `Object`
    /// suffix (Obihiro's guess), unless overridden.
    open class var screenID: String {
        let name = String(describing: self)
        return name.hasSuffix("Object") && name != "Object" ? String(name.dropLast(6)) : name
    }

    /// Presents the screen; returns after `didAppear` was delivered.
    public func present() { host.present() }
    /// Dismisses the screen; returns after `didDisappear` was delivered.
    public func dismiss() { host.dismiss() }

    /// What messages call this object's part of the screen.
    var scopeName: String {
        scope.map { "the node with \($0) on screen \"\(host.name)\"" } ?? "screen \"\(host.name)\""
    }

    /// The nodes of the scope's subtree, in paint order.
    func nodes() throws(PageObjectError) -> [HitNode] {
        guard host.isPresented else {
            throw PageObjectError("screen \"\(host.name)\" is not presented; call present() first")
        }
        let all = host.nodes
        guard let scope else { return all }
        let root = try scope.single(in: all, scope: "screen \"\(host.name)\"")
        return all.filter { $0.path.isWithin(root.path) }
    }

    /// The single node `query` matches in this object's scope; throws when none or several do, or
    /// the screen is not presented.
    public func find(_ query: Query) throws(PageObjectError) -> HitNode {
        try query.single(in: nodes(), scope: scopeName)
    }

    /// Every match, in paint order; none when the screen is not presented.
    public func findAll(_ query: Query) -> [HitNode] {
        ((try? nodes()) ?? []).filter { query.matches($0.node) }
    }

    /// Whether any node in the scope matches; `false` when the screen is not presented.
    public func exists(_ query: Query) -> Bool { !findAll(query).isEmpty }

    /// The node's text, or the texts inside it joined by spaces; `nil` when it has none.
    public func text(of query: Query) throws(PageObjectError) -> String? {
        var texts: [String] = []
        func collect(_ node: LaidOutNode) {
            if let text = node.text { texts.append(text) }
            node.children.forEach(collect)
        }
        collect(try find(query).node)
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    /// The frame in screen coordinates.
    public func frame(of query: Query) throws(PageObjectError) -> Rect { try find(query).frame }

    /// Exactly one node matches, it paints, and some of it is on screen and not clipped away.
    public func isVisible(_ query: Query) -> Bool {
        guard let node = try? find(query), node.paints, let shown = node.shown,
              let onScreen = shown.intersection(bounds) else { return false }
        return onScreen.width > 0 && onScreen.height > 0
    }

    var bounds: Rect { Rect(x: 0, y: 0, width: host.size.width, height: host.size.height) }

    /// Runs `action`, then lets `userActionWindow` of clock time pass, running the scheduled
    /// work that falls due (a real clock only runs what is already due: no sleeping).
    public func simulateUserAction<T>(_ action: () throws -> T) rethrows -> T {
        let result = try action()
        if host.clock.isVirtual { host.advance(by: userActionWindow) } else { host.runDueWork() }
        return result
    }

    /// Makes child objects of `type` for its screen id (Obihiro's `registerObjectClass:`).
    public func register(_ type: PageObject.Type) { host.registry.register(type) }
}
