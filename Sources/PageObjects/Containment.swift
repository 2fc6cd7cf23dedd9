import LayoutChecks
import ViewTree

extension PageObject {
    /// The first child screen (`ScreenView`) of `type`'s screen id inside this object's scope.
    public func firstChild<T: PageObject>(of type: T.Type) -> T? {
        guard findAll(.role("screen")).contains(where: { $0.node.id == type.screenID }) else { return nil }
        return T(host: host, scope: .id(type.screenID))
    }

    /// An object for every child screen in this object's scope, of the type registered for its id
    /// (a plain `PageObject` when none is).
    public var children: [PageObject] {
        findAll(.role("screen")).compactMap(\.node.id).filter { Query.id($0) != scope }.map { id in
            host.registry.type(for: id).init(host: host, scope: .id(id))
        }
    }

    /// The alert on screen, if one is presented.
    public var alert: AlertObject? {
        guard host.isPresented, host.nodes.contains(where: { $0.node.role == "alert" }) else { return nil }
        return AlertObject(host: host, scope: .role("alert"))
    }

    /// The popover or sheet on screen, if one is presented.
    public var presentedPopover: PageObject? {
        guard host.isPresented, let node = host.nodes.first(where: { ["popover", "sheet"].contains($0.node.role) }),
              let id = node.node.id else { return nil }
        return host.registry.type(for: id).init(host: host, scope: .id(id))
    }

    /// The navigation stack on screen, if there is one.
    public var navigation: NavigationObject? {
        guard host.isPresented, host.nodes.contains(where: { $0.node.role == "navigation" }) else { return nil }
        return NavigationObject(host: host, scope: .role("navigation"))
    }
}

/// An alert (`Alert` in the view): its title, its button titles, and taps on them.
public final class AlertObject: PageObject {
    /// The alert's title text (`alert.title`); `nil` when it cannot be read (no alert on screen).
    public var title: String? { try? text(of: .id("alert.title")) }
    /// The alert's message text (`alert.message`); `nil` for an alert without a message.
    public var message: String? { try? text(of: .id("alert.message")) }

    /// The buttons' titles, in order.
    public var titles: [String] {
        findAll(.role("button")).compactMap { $0.node.id?.hasPrefix("alert.") == true ? $0.node.label : nil }
    }

    /// Taps the button titled `title`; an unknown title lists the alert's titles.
    public func tap(button title: String) throws(PageObjectError) {
        guard titles.contains(title) else {
            throw PageObjectError("the alert \(self.title.map { "\"\($0)\" " } ?? "")has no button \"\(title)\"; "
                + "its buttons are \(titles.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        try tap(.id("alert.\(title)"))
    }
}

/// A navigation stack (`NavigationView` in the view): the top screen, back, and bar buttons.
public final class NavigationObject: PageObject {
    /// The bar's title text (`nav.title`); `nil` when the bar is not on screen.
    public var title: String? { try? text(of: .id("nav.title")) }

    /// The top screen's object, when it is of `type` (the content shows the top screen only).
    public func top<T: PageObject>(of type: T.Type) -> T? { firstChild(of: type) }

    /// The top screen's object, of its registered type.
    public var topObject: PageObject? { children.first }

    /// Whether the bar shows a visible back button (`nav.back`), which `canGoBack` puts there.
    public var isBackAvailable: Bool { isVisible(.id("nav.back")) }
    /// Whether the bar shows a visible left bar button (`nav.left`).
    public var isLeftButtonAvailable: Bool { isVisible(.id("nav.left")) }
    /// Whether the bar shows a visible right bar button (`nav.right`).
    public var isRightButtonAvailable: Bool { isVisible(.id("nav.right")) }

    /// Taps the back button; throws when it is missing, hidden or covered, as any tap does.
    public func back() throws(PageObjectError) { try tap(.id("nav.back")) }
    /// Taps the left bar button; throws when it is missing, hidden or covered.
    public func tapLeftButton() throws(PageObjectError) { try tap(.id("nav.left")) }
    /// Taps the right bar button; throws when it is missing, hidden or covered.
    public func tapRightButton() throws(PageObjectError) { try tap(.id("nav.right")) }
}

/// A page object typed by its screen's state: `state` reads the host's current state.
open class ScreenObject<State>: PageObject {
    /// The host as its concrete type, to reach its `update(_:)` and `scheduler`.
    public var screen: ScreenHost<State> { host as! ScreenHost<State> }
    /// The screen's state now; it changes after each action that a handler ran.
    public var state: State { screen.state }

    /// The object of the whole screen of `screen` (no scope).
    public convenience init(screen: ScreenHost<State>) {
        self.init(host: screen, scope: nil)
    }

    /// Traps (a precondition) when `host` is not a `ScreenHost<State>` of this state type.
    public required init(host: any ScreenHosting, scope: Query? = nil) {
        precondition(host is ScreenHost<State>, "\(Self.self) needs a ScreenHost<\(State.self)>, not \(type(of: host))")
        super.init(host: host, scope: scope)
    }
}
