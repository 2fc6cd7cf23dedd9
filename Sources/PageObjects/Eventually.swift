import ViewTree

extension PageObject {
    /// Checks `test` until it holds or `timeout` has passed on the screen's clock, waiting
    /// `interval` between checks (the scheduled work that falls due runs meanwhile).
    public func eventually(timeout: Duration? = nil, interval: Duration? = nil, _ test: () -> Bool) -> Bool {
        poll(timeout: timeout ?? self.timeout, interval: interval ?? self.interval, test).held
    }

    /// Whether `value` becomes `nil` within the timeout (as ``eventually(timeout:interval:_:)``).
    public func eventuallyNil<T>(timeout: Duration? = nil, interval: Duration? = nil, _ value: () -> T?) -> Bool {
        eventually(timeout: timeout, interval: interval) { value() == nil }
    }

    /// Whether `value` becomes non-`nil` within the timeout (as ``eventually(timeout:interval:_:)``).
    public func eventuallyNotNil<T>(timeout: Duration? = nil, interval: Duration? = nil, _ value: () -> T?) -> Bool {
        eventually(timeout: timeout, interval: interval) { value() != nil }
    }

    /// A predicate over this object's screen, with its positive and negative forms.
    public func predicate(_ description: String, _ test: @escaping () -> Bool) -> UIPredicate {
        UIPredicate(description, object: self, test: test)
    }

    func poll(timeout: Duration, interval: Duration, _ test: () -> Bool) -> (held: Bool, checks: Int) {
        precondition(interval > .zero, "eventually needs a positive interval, not \(interval)")
        let start = host.clock.now
        var checks = 0
        while true {
            host.runDueWork()
            checks += 1
            if test() { return (true, checks) }
            if host.clock.now - start >= timeout { return (false, checks) }
            host.advance(by: min(interval, timeout - (host.clock.now - start)))
        }
    }

    /// One line per painted node that shows, with its id, role and text: what a timed-out
    /// predicate last saw.
    public var outline: String {
        guard let nodes = try? nodes() else { return "screen \"\(host.name)\" is not presented" }
        return nodes.filter { $0.paints && $0.shown != nil && ($0.node.id != nil || $0.node.text != nil) }.map { node in
            var line = node.path.description + (node.node.id.map { "#\($0)" } ?? "")
            if let role = node.node.role { line += " (\(role))" }
            if let text = node.node.text { line += " \"\(text)\"" }
            return line
        }.joined(separator: "\n")
    }
}

/// Obihiro's `OBHUIPredicate`: `holds` means there is a moment within the timeout at which the
/// test is true; `doesntHold` that there is one at which it is false — not the negation of
/// `holds`, since a screen in flux can show both within one timeout.
public struct UIPredicate {
    /// What the predicate says, as failure messages print it; ``negation`` wraps it in `not (…)`.
    public let description: String
    let object: PageObject
    let test: () -> Bool

    init(_ description: String, object: PageObject, test: @escaping () -> Bool) {
        self.description = description
        self.object = object
        self.test = test
    }

    /// Whether the test is true at some check within the object's `timeout` (Obihiro's `holds`).
    public var holds: Bool { object.eventually(test) }
    /// Whether the test is false at some check within the object's `timeout` (Obihiro's
    /// `doesntHold`).
    public var doesntHold: Bool { negation.holds }

    /// The predicate with the opposite test: its `holds` is this one's `doesntHold`.
    public var negation: UIPredicate {
        let test = self.test
        return UIPredicate("not (\(description))", object: object) { !test() }
    }

    /// Throws, saying what the screen last showed, when the predicate does not hold in time.
    public func expectHolds() throws(PageObjectError) {
        let (held, checks) = object.poll(timeout: object.timeout, interval: object.interval, test)
        guard !held else { return }
        throw PageObjectError("\"\(description)\" did not hold within \(object.timeout.text) (\(checks) checks, "
            + "every \(object.interval.text)); the screen last showed:\n\(object.outline)")
    }

    /// Throws, saying what the screen last showed, when the predicate never stops holding in time.
    public func expectDoesntHold() throws(PageObjectError) { try negation.expectHolds() }
}
