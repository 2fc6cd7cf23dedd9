import PageObjects

/// Obihiro's `YourViewController`: a Save button whose save finishes 50 ms after the tap.
public struct SaveForm: Sendable {
    public var status = "Idle"

    public static func host() -> ScreenHost<SaveForm> {
        ScreenHost("saveForm", state: SaveForm(), size: Size(width: 320, height: 120)) { state in
            Column(spacing: 8) {
                Text(state.status, size: 17).id("status")
                Button("Save", id: "save")
            }
            .frame(width: 320, height: 120).padding(16)
        }
        .onTap("save") { state, scheduler in
            state.status = "Saving"
            scheduler.after(.milliseconds(50)) { state, _ in state.status = "Done" }
        }
    }
}

/// Obihiro's `YourViewControllerObject`: `statusText` and `tapSaveButton`.
public final class SaveFormObject: ScreenObject<SaveForm> {
    public var statusText: String? { try? text(of: .id("status")) }
    public func tapSaveButton() throws { try tap(.id("save")) }
}
