/// Android widget classes as the roles the layout checks know.
enum AndroidRoles {
    /// `android.widget.ImageButton` → `imagebutton`; a clickable view of no known kind → `button`.
    static func role(forClass widget: String, clickable: Bool) -> String? {
        let simple = widget.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch simple {
        case "button", "materialbutton", "appcompatbutton": return "button"
        case "imagebutton", "floatingactionbutton": return "imagebutton"
        case "edittext", "textinputedittext", "autocompletetextview": return "edittext"
        case "checkbox", "checkedtextview": return "checkbox"
        case "switch", "switchcompat", "switchmaterial", "togglebutton": return "switch"
        case "radiobutton": return "radiobutton"
        case "seekbar": return "slider"
        case "spinner": return "combobox"
        case "imageview": return clickable ? "imagebutton" : "image"
        case "textview": return clickable ? "button" : "text"
        default: return clickable ? "button" : nil
        }
    }

    /// Controls whose visible text is what TalkBack reads when they have no description.
    static func speaksItsText(_ role: String) -> Bool {
        ["button", "checkbox", "switch", "radiobutton", "text", "edittext"].contains(role)
    }
}
