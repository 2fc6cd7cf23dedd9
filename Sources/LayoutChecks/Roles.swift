import ViewTree

/// The roles a user acts on, in the spellings of the DSL, ARIA and Android (`role` is free-form
/// and compared without case): what touch targets, duplicate targets and labels look at.
public enum InteractiveRoles {
    public static let all: Set<String> = [
        "button", "link", "checkbox", "switch", "toggle", "textfield", "searchfield", "securefield", "textbox",
        "radio", "radiobutton", "slider", "stepper", "tab", "menuitem", "combobox", "picker", "spinbutton",
        "edittext", "imagebutton", "searchbox",
    ]

    public static func contains(_ role: String?) -> Bool {
        role.map { all.contains($0.lowercased()) } ?? false
    }
}

extension LaidOutNode {
    var isInteractive: Bool { InteractiveRoles.contains(role) }
    var isImage: Bool { role.map { ["image", "img", "imageview"].contains($0.lowercased()) } ?? false }
    /// The role, or `node` when it has none, for the start of a message.
    var kind: String { role ?? "node" }
}
