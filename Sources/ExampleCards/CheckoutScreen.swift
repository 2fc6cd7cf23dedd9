import PageObjects

/// A checkout whose bug needs three actions in one order: add an item, apply a coupon (only
/// possible with items in the cart), then remove an item. Removing an item under a coupon shows
/// a toast 30 ms later; the buggy checkout pins it over the Pay button, the correct one puts it
/// in flow above Pay.
public struct Checkout: Sendable {
    public var items: [String] = []
    public var couponField = ""
    public var coupon: String?
    public var toast: String?

    public static let size = Size(width: 375, height: 667)
    public static let products = ["Tea", "Cake", "Jam"]

    public static func host(buggy: Bool, measurer: any TextMeasurer, clock: any ScreenClock = VirtualClock()) -> ScreenHost<Checkout> {
        let host = ScreenHost("checkout", state: Checkout(), size: size, clock: clock, measurer: measurer) { state in
            page(state, buggy: buggy)
        }
        for product in products {
            host.onTap("add.\(product)") { state, _ in state.items.append(product) }
        }
        return host
            .onEdit("coupon") { state, text, _ in state.couponField = text }
            .onTap("apply") { state, _ in
                guard !state.items.isEmpty, !state.couponField.isEmpty else { return }
                state.coupon = state.couponField
            }
            .onTap("remove") { state, scheduler in
                guard !state.items.isEmpty else { return }
                state.items.removeLast()
                guard state.coupon != nil else { return }
                scheduler.after(.milliseconds(30)) { state, scheduler in
                    state.toast = "Coupon \(state.coupon ?? "") no longer applies"
                    scheduler.after(.seconds(3)) { state, _ in state.toast = nil }
                }
            }
    }

    static func page(_ state: Checkout, buggy: Bool) -> ViewNode {
        Column(spacing: 12) {
            Text("Checkout", size: 28).id("heading")
            Row(spacing: 8) { for product in products { Button(product, id: "add.\(product)") } }
            Text(state.items.isEmpty ? "Your cart is empty" : state.items.joined(separator: ", "), lineLimit: 2).id("cart")
            TextField("Coupon", text: state.couponField, id: "coupon")
            Row(spacing: 8) { Button("Apply", id: "apply"); Button("Remove", id: "remove") }
            Text(state.coupon.map { "Coupon \($0) applied" } ?? "No coupon").id("couponStatus")
            Spacer()
            if let toast = state.toast, !buggy { toastView(toast) }
            Button("Pay", id: "pay")
            if let toast = state.toast, buggy { toastView(toast).absolute(left: 20, bottom: 20, right: 20) }
        }
        .id("page").padding(20).frame(width: size.width, height: size.height)
    }

    static func toastView(_ text: String) -> ViewNode {
        Text(text, size: 15).id("toast").padding(12).background("#ffd60a")
    }
}

/// The checkout's page object.
public final class CheckoutObject: ScreenObject<Checkout> {
    public func add(_ product: String) throws { try tap(.id("add.\(product)")) }
    public func apply(coupon: String) throws {
        try fill(.id("coupon"), with: coupon)
        try tap(.id("apply"))
    }
    public func removeItem() throws { try tap(.id("remove")) }

    public static func make(buggy: Bool, measurer: any TextMeasurer) -> CheckoutObject {
        CheckoutObject(screen: Checkout.host(buggy: buggy, measurer: measurer))
    }

    /// Add (at most four items), apply a coupon (only to a cart with items and no coupon yet),
    /// remove (only from a cart with items).
    public static var rules: [ScreenRule<CheckoutObject>] {
        [
            .action(ScreenAction("addItem", .element(of: Checkout.products), when: { $0.state.items.count < 4 }) { try $0.add($1) }),
            .action(ScreenAction("applyCoupon", .element(of: ["SAVE10", "FREESHIP"]),
                                 when: { !$0.state.items.isEmpty && $0.state.coupon == nil }) { try $0.apply(coupon: $1) }),
            .action(ScreenAction("removeItem", when: { !$0.state.items.isEmpty }) { try $0.removeItem() }),
        ]
    }
}
