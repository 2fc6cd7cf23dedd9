import PageObjects
import Testing

/// A form whose Save button starts a save that finishes 50 ms later, and that can show a
/// popover, an alert and a pushed detail screen: the screens of Obihiro's README.
struct SaveForm {
    var status = "Idle"
    var popover = false
    var alert = false
    var stack: [String] = ["List"]
    var appearances = 0

    static func host(clock: any ScreenClock = VirtualClock()) -> ScreenHost<SaveForm> {
        ScreenHost("saveForm", state: SaveForm(), size: Size(width: 320, height: 480), clock: clock) { state in
            Box {
                NavigationView(title: state.stack.last!, canGoBack: state.stack.count > 1, rightButton: "Info") {
                    if state.stack.last == "List" {
                        ScreenView("List") {
                            Text(state.status).id("status")
                            Button("Save", id: "save")
                            Button("Details", id: "details")
                        }
                    } else {
                        ScreenView("Detail") { Text("Detail of \(state.stack.count - 1)").id("detailTitle") }
                    }
                }
                if state.popover { Presented(.popover, id: "menu") { Button("Close", id: "closeMenu") } }
                if state.alert { Alert(title: "Saved", message: "All done", buttons: ["OK", "Undo"]) }
            }
            .style { $0.flexDirection = .column }.frame(width: 320, height: 480)
        }
        .onAppear { state, _ in state.appearances += 1 }
        .onTap("save") { state, scheduler in
            state.status = "Saving"
            scheduler.after(.milliseconds(50)) { state, _ in state.status = "Done" }
        }
        .onTap("details") { state, _ in state.stack.append("Detail") }
        .onTap("nav.back") { state, _ in state.stack.removeLast() }
        .onTap("nav.right") { state, scheduler in
            scheduler.after(.milliseconds(300)) { state, _ in state.popover = true }
        }
        .onTap("closeMenu") { state, scheduler in
            scheduler.after(.milliseconds(200)) { state, _ in state.popover = false }
        }
        .onTap("alert.OK") { state, _ in state.alert = false }
    }
}

/// The README's `YourViewControllerObject`: `statusText` and `tapSaveButton`.
final class SaveFormObject: ScreenObject<SaveForm> {
    var statusText: String? { try? text(of: .id("status")) }
    func tapSaveButton() throws { try tap(.id("save")) }
    var popoverPresented: UIPredicate { predicate("a popover is presented") { self.presentedPopover != nil } }
    var hasPopover: Bool { eventuallyNotNil { self.presentedPopover } }
}

final class ListObject: PageObject {
    func openDetails() throws { try tap(.id("details")) }
}

final class DetailObject: PageObject {
    var title: String? { try? text(of: .id("detailTitle")) }
}

@Suite struct ObihiroReadmeTests {
    @Test func tappingSaveSetsTheStatusToDone() throws {
        let object = SaveFormObject(screen: SaveForm.host())
        object.present()
        #expect(object.screen.events == [.willAppear, .didAppear])
        #expect(object.state.appearances == 1)
        try object.tapSaveButton()
        #expect(object.statusText == "Done")
    }

    @Test func statusIsStillSavingWhenTheUserActionWindowIsShorterThanTheSave() throws {
        let object = SaveFormObject(screen: SaveForm.host())
        object.userActionWindow = .milliseconds(10)
        object.present()
        try object.tapSaveButton()
        #expect(object.statusText == "Saving")
        #expect(object.eventually { object.statusText == "Done" })
        #expect(object.screen.clock.now == .milliseconds(110))
    }

    @Test func popoverIsPresentedAndDismissedWithHoldsAndDoesntHold() throws {
        let object = SaveFormObject(screen: SaveForm.host())
        object.present()
        #expect(object.popoverPresented.doesntHold)
        try object.navigation?.tapRightButton()
        // Due 300 ms after the tap: not there yet, but it holds within the 1 s timeout.
        #expect(object.presentedPopover == nil)
        #expect(object.popoverPresented.holds)
        #expect(object.hasPopover)
        try object.presentedPopover?.tap(.id("closeMenu"))
        #expect(object.popoverPresented.doesntHold)
        #expect(object.popoverPresented.negation.holds)
        #expect(object.eventuallyNil { object.presentedPopover })
    }

    @Test func doesntHoldIsNotTheNegationOfHolds() throws {
        // A popover that closes 200 ms after it opened: within one timeout both forms are true.
        let host = SaveForm.host()
        let object = SaveFormObject(screen: host)
        object.present()
        host.update { state, scheduler in
            state.popover = true
            scheduler.after(.milliseconds(200)) { state, _ in state.popover = false }
        }
        #expect(object.popoverPresented.holds)
        host.update { state, scheduler in
            state.popover = true
            scheduler.after(.milliseconds(200)) { state, _ in state.popover = false }
        }
        #expect(object.popoverPresented.doesntHold)
    }

    @Test func aTimedOutPredicateSaysWhatItLastSaw() {
        let object = SaveFormObject(screen: SaveForm.host())
        object.present()
        #expect(throws: PageObjectError.self) { try object.popoverPresented.expectHolds() }
        do {
            try object.popoverPresented.expectHolds()
        } catch {
            #expect(error.description.hasPrefix("\"a popover is presented\" did not hold within 1 s (11 checks, every 0.1 s); the screen last showed:\n"))
            #expect(error.description.contains("#status (text) \"Idle\""))
        }
        #expect(object.screen.clock.now == .seconds(2))
    }

    @Test func alertTitlesAndTap() throws {
        let host = SaveForm.host()
        let object = SaveFormObject(screen: host)
        object.present()
        #expect(object.alert == nil)
        host.update { state, _ in state.alert = true }
        let alert = try #require(object.alert)
        #expect(alert.title == "Saved")
        #expect(alert.message == "All done")
        #expect(alert.titles == ["OK", "Undo"])
        #expect(throws: PageObjectError("the alert \"Saved\" has no button \"Cancel\"; its buttons are \"OK\", \"Undo\"")) {
            try alert.tap(button: "Cancel")
        }
        // The alert is modal: the Save button under it cannot be tapped.
        #expect(throws: PageObjectError.self) { try object.tapSaveButton() }
        try alert.tap(button: "OK")
        #expect(object.alert == nil)
    }

    @Test func navigationTopAndBack() throws {
        let object = SaveFormObject(screen: SaveForm.host())
        object.register(ListObject.self)
        object.register(DetailObject.self)
        object.present()
        let navigation = try #require(object.navigation)
        #expect(navigation.title == "List")
        #expect(!navigation.isBackAvailable)
        #expect(navigation.isRightButtonAvailable)
        #expect(navigation.topObject is ListObject)
        try #require(navigation.top(of: ListObject.self)).openDetails()
        #expect(navigation.top(of: ListObject.self) == nil)
        #expect(navigation.top(of: DetailObject.self)?.title == "Detail of 1")
        #expect(object.children.first is DetailObject)
        #expect(navigation.isBackAvailable)
        try navigation.back()
        #expect(navigation.title == "List")
        #expect(object.firstChild(of: ListObject.self) != nil)
    }

    @Test func dismissDeliversDisappearEventsAndQueriesThenFail() {
        let object = SaveFormObject(screen: SaveForm.host())
        object.present()
        object.dismiss()
        #expect(object.screen.events == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(throws: PageObjectError("screen \"saveForm\" is not presented; call present() first")) {
            try object.tapSaveButton()
        }
    }
}
