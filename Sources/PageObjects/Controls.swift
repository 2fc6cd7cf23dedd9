import LayoutTesting
import ViewTree

/// A button: a row with the title, role `button`, labelled with its title.
public struct Button: ViewConvertible {
    /// A row of role `button` with the id, the title as its label, 12 × 16 pt padding, on blue.
    public let node: ViewNode
    /// `title` is the button's text and accessibility label; `id` is what `onTap` and queries name
    /// (its text node is `<id>.title`).
    public init(_ title: String, id: String) {
        node = Row { Text(title).id("\(id).title") }.role("button").id(id).accessibilityLabel(title)
            .padding(top: 12, right: 16, bottom: 12, left: 16).background("#0a84ff").foreground("#ffffff")
    }
}

/// A single-line text field: role `textfield`, showing its text or, when empty, its placeholder.
public struct TextField: ViewConvertible {
    /// A row of role `textfield` with the id and the placeholder as its label, 10 pt padding.
    public let node: ViewNode
    /// Shows `text`, or `placeholder` while `text` is empty, on one line; `placeholder` is also
    /// its accessibility label and `id` what `onEdit` and `fill(_:with:)` name.
    public init(_ placeholder: String, text: String, id: String) {
        node = Row { Text(text.isEmpty ? placeholder : text, lineLimit: 1).id("\(id).text") }
            .role("textfield").id(id).accessibilityLabel(placeholder).padding(10).background("#f2f2f7")
    }
}

/// A vertically scrolling container: clips its content, which may be taller than itself;
/// a page object's `scroll(to:)` moves it. Needs an id, which keys its offset.
public struct ScrollView: ViewConvertible {
    static let role = "scroll"
    /// A clipped column of role `scroll` with the id, around the content's column.
    public let node: ViewNode
    /// `id` keys the scroll offset that `scroll(to:)` sets; `content` is laid out in a column at its
    /// natural height.
    public init(id: String, @ViewBuilder _ content: () -> [ViewNode]) {
        let inner = Column { content() }.shrink(0)
        node = Column { inner }.role(Self.role).id(id).clipped().shrink(1).minHeight(.points(0))
    }
}

/// The root of a child screen: role `screen` with the screen's id, which a registered page
/// object type claims (`PageObject.screenID`).
public struct ScreenView: ViewConvertible {
    /// A column of role `screen` with the screen's id, growing to fill its parent.
    public let node: ViewNode
    /// `id` is the screen id a registered page object type claims; `content` fills the screen in a
    /// column.
    public init(_ id: String, @ViewBuilder _ content: () -> [ViewNode]) {
        node = Column { content() }.role("screen").id(id).grow(1)
    }
}

/// A modal alert over the whole screen: a dimmed backdrop that takes every touch outside the
/// box, a title, an optional message and a row of buttons whose ids are `alert.<title>`.
public struct Alert: ViewConvertible {
    /// A backdrop (id and role `alert`, z-index 1000) over the whole screen, the box centred in it.
    public let node: ViewNode
    /// `buttons` are titles, left to right; `message` is left out when `nil`.
    public init(title: String, message: String? = nil, buttons: [String]) {
        let box = Column(spacing: 8) {
            Text(title).id("alert.title")
            if let message { Text(message, size: 14).id("alert.message") }
            Row(spacing: 8) { for button in buttons { Button(button, id: "alert.\(button)") } }
        }
        .padding(16).background("#ffffff")
        node = Column { box }.role("alert").id("alert").absolute(top: 0, left: 0, bottom: 0, right: 0)
            .justify(.center).align(.center).zIndex(1000).background("#00000066")
    }
}

/// A popover or sheet presented over the screen: role `popover` or `sheet`, stacked on top.
public struct Presented: ViewConvertible {
    /// How it is placed: a popover 60 pt from the top and 20 pt in from each side, a sheet from
    /// 80 pt down to the bottom, full width.
    public enum Style: String, Sendable { case popover, sheet }
    /// A column of role `popover` or `sheet` with the id, absolutely placed at z-index 900.
    public let node: ViewNode
    /// `id` is what the page object's scope names; `content` is laid out in a column on white.
    public init(_ style: Style, id: String, @ViewBuilder _ content: () -> [ViewNode]) {
        let placed = Column { content() }.role(style.rawValue).id(id).background("#ffffff").zIndex(900)
        node = style == .sheet ? placed.absolute(top: 80, left: 0, bottom: 0, right: 0)
                               : placed.absolute(top: 60, left: 20, right: 20)
    }
}

/// A navigation container: a bar (back button when `canGoBack`, title, optional left and right
/// bar buttons, ids `nav.back`, `nav.left`, `nav.right`) over the top screen's content.
public struct NavigationView: ViewConvertible {
    /// A column of role `navigation` (id `nav`): the bar (`nav.bar`), then the content, filling the rest.
    public let node: ViewNode
    /// `leftButton` and `rightButton` are bar button titles, left out when `nil`; `content` is the top
    /// screen's view.
    public init(title: String, canGoBack: Bool, leftButton: String? = nil, rightButton: String? = nil,
                @ViewBuilder _ content: () -> [ViewNode]) {
        let bar = Row(spacing: 8) {
            if canGoBack { Button("Back", id: "nav.back") }
            if let leftButton { Button(leftButton, id: "nav.left") }
            Text(title).id("nav.title").grow(1)
            if let rightButton { Button(rightButton, id: "nav.right") }
        }
        .role("navigationbar").id("nav.bar").align(.center).padding(8).background("#f8f8f8")
        node = Column { bar; Column { content() }.grow(1).shrink(1).minHeight(.points(0)) }
            .role("navigation").id("nav").grow(1)
    }
}
