import PageObjects

/// A sign-up form whose Save checks the email after a delay (as a server would) and shows a
/// validation banner when it is not valid. The buggy form pins the banner over the Save button,
/// so after a failed check Save cannot be tapped; the correct form puts it in flow above Save.
public struct SignUp: Sendable {
    public var name = ""
    public var email = ""
    public var status = "Fill in the form"
    public var emailError: String?

    public static let size = Size(width: 375, height: 667)

    public static func host(buggy: Bool, measurer: any TextMeasurer, clock: any ScreenClock = VirtualClock()) -> ScreenHost<SignUp> {
        ScreenHost("signUp", state: SignUp(), size: size, clock: clock, measurer: measurer) { state in
            form(state, buggy: buggy)
        }
        .onEdit("name") { state, text, _ in state.name = text }
        .onEdit("email") { state, text, _ in
            state.email = text
            state.emailError = nil
        }
        .onTap("save") { state, scheduler in
            guard !state.email.isEmpty else {
                state.status = "Enter your email"
                return
            }
            state.status = "Checking…"
            let email = state.email
            scheduler.after(.milliseconds(50)) { state, _ in
                guard state.email == email else { return }
                if email.contains("@") {
                    state.status = "Saved"
                } else {
                    state.status = "Not saved"
                    state.emailError = "Enter a valid email"
                }
            }
        }
    }

    static func form(_ state: SignUp, buggy: Bool) -> ViewNode {
        Column(spacing: 12) {
            Text("Sign up", size: 28).id("heading")
            TextField("Name", text: state.name, id: "name")
            TextField("Email", text: state.email, id: "email")
            if let error = state.emailError, !buggy { banner(error) }
            Button("Save", id: "save")
            Text(state.status).id("status")
            if let error = state.emailError, buggy { banner(error).absolute(top: 172, left: 20, right: 20) }
        }
        .id("form").padding(20).frame(width: size.width, height: size.height)
    }

    static func banner(_ message: String) -> ViewNode {
        Text(message, size: 15).id("banner").padding(12).background("#ffd60a")
    }
}

/// The sign-up form's page object: what a test of it says, without its structure.
public final class SignUpObject: ScreenObject<SignUp> {
    public var statusText: String? { try? text(of: .id("status")) }
    public var bannerText: String? { try? text(of: .id("banner")) }
    public func fillName(_ name: String) throws { try fill(.id("name"), with: name) }
    public func fillEmail(_ email: String) throws { try fill(.id("email"), with: email) }
    public func tapSave() throws { try tap(.id("save")) }

    /// A fresh, unpresented form.
    public static func make(buggy: Bool, measurer: any TextMeasurer) -> SignUpObject {
        SignUpObject(screen: SignUp.host(buggy: buggy, measurer: measurer))
    }

    /// The stateful test's actions: fill either field with a generated value, tap Save; and
    /// its invariant: the status line stays on screen.
    public static var rules: [ScreenRule<SignUpObject>] {
        [
            .action(ScreenAction("fillName", .element(of: ["Ada", "", "Grace Hopper"])) { try $0.fillName($1) }),
            .action(ScreenAction("fillEmail", .element(of: ["ada", "grace", "ada@example.com"])) { try $0.fillEmail($1) }),
            .action(ScreenAction("tapSave") { try $0.tapSave() }),
            .invariant(ScreenInvariant("the status is visible") { $0.isVisible(.id("status")) }),
        ]
    }
}
