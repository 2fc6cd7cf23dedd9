import LayoutChecks
import ViewTree

extension PageObject {
    /// Taps the centre of the node, as a finger would: the touch goes to the topmost node there
    /// (see `FlatTree.topmost`), and the nearest node from it up with an `onTap` handler runs.
    /// Fails, naming what is in the way, when the node is zero-sized, hidden, off-screen,
    /// clipped by a container, or covered by another node.
    public func tap(_ query: Query) throws(PageObjectError) {
        let target = try find(query)
        let handler = try touch(target, handles: host.handlesTap, verb: "tap")
        simulateUserAction { host.tap(handler) }
    }

    /// Taps the text field, then sets its text, as typing would; its `onEdit` handler runs.
    public func fill(_ query: Query, with text: String) throws(PageObjectError) {
        let target = try find(query)
        let editable = ["textfield", "securefield", "searchfield", "textbox", "edittext", "searchbox"]
        guard let role = target.node.role, editable.contains(role.lowercased()) else {
            throw PageObjectError("cannot fill \(target.name): its role is \(target.node.role.map { "\"\($0)\"" } ?? "not set"), "
                + "not a text field (\(editable.joined(separator: ", ")))")
        }
        let handler = try touch(target, handles: host.handlesEdit, verb: "fill")
        simulateUserAction { host.edit(handler, text: text) }
    }

    /// Hit-tests the centre of `target` and returns the id of the handler the touch reaches.
    func touch(_ target: HitNode, handles: (String) -> Bool, verb: String) throws(PageObjectError) -> String {
        let tree = host.tree
        let frame = target.frame
        let x = frame.x + frame.width / 2, y = frame.y + frame.height / 2
        let centre = "(\(formatNumber(x)), \(formatNumber(y)))"
        guard frame.width > 0, frame.height > 0 else {
            throw PageObjectError("cannot \(verb) \(target.name): it is zero-sized \(frame.summary)")
        }
        guard target.paints else {
            throw PageObjectError("cannot \(verb) \(target.name): it is hidden (visibility: hidden, opacity: 0 or display: none on it or above)")
        }
        guard bounds.contains(x: x, y: y) else {
            throw PageObjectError("cannot \(verb) \(target.name): its centre \(centre) is off-screen "
                + "(the screen is \(formatNumber(bounds.width))×\(formatNumber(bounds.height))); scroll it into view first")
        }
        if target.shown?.contains(x: x, y: y) != true {
            let clipper = host.nodes.last { node in
                node.node.clips && target.path.isWithin(node.path) && node.path != target.path
                    && !node.frame.contains(x: x, y: y)
            }
            throw PageObjectError("cannot \(verb) \(target.name): its centre \(centre) is clipped away by "
                + "\(clipper?.name ?? "a clipping ancestor") \(clipper.map { $0.frame.summary } ?? ""); scroll it into view first")
        }
        guard let hit = tree.topmost(x: x, y: y) else {
            throw PageObjectError("cannot \(verb) \(target.name): nothing at its centre \(centre) takes touches")
        }
        let inside = hit.path.isWithin(target.path) || target.path.isWithin(hit.path)
        guard inside else {
            throw PageObjectError("cannot \(verb) \(target.name): \(hit.name) \(hit.frame.summary) covers its centre \(centre)")
        }
        let deeper = hit.path.indices.count > target.path.indices.count ? hit.path : target.path
        for length in stride(from: deeper.indices.count, through: 0, by: -1) {
            let path = NodePath(Array(deeper.indices.prefix(length)))
            if let id = tree.root.node(at: path)?.id, handles(id) { return id }
        }
        throw PageObjectError("cannot \(verb) \(target.name): neither it nor a node around it has an "
            + "on\(verb == "tap" ? "Tap" : "Edit") handler; register one for its id on the screen host")
    }

    /// Scrolls the scroll container around the node, a page (80% of its height) at a time, until
    /// the node is wholly inside it. Fails when the node is in no scroll container, or when the
    /// content ends before the node shows.
    public func scroll(to query: Query) throws(PageObjectError) {
        var target = try find(query)
        guard let container = host.nodes.last(where: { node in
            node.node.role == ScrollView.role && node.node.id != nil && node.path != target.path
                && target.path.isWithin(node.path)
        }), let id = container.node.id else {
            throw PageObjectError("cannot scroll to \(target.name): it is in no scroll container (role \"\(ScrollView.role)\")")
        }
        let height = container.frame.height
        for _ in 0..<1_000 {
            target = try find(query)
            let top = container.frame.y, bottom = container.frame.maxY
            if target.frame.y >= top - 0.5 && (target.frame.maxY <= bottom + 0.5 || target.frame.height > height) { return }
            let offset = host.scrollOffset(of: id)
            let content = (host.tree.root.node(at: container.path)?.children.map(\.frame.maxY).max() ?? 0) + offset
            let limit = max(0, content - height)
            let step = target.frame.y < top ? -height * 0.8 : height * 0.8
            let next = min(max(offset + step, 0), limit)
            guard next != offset else {
                throw PageObjectError("cannot scroll to \(target.name): \(container.name) ends at offset "
                    + "\(formatNumber(offset)) and it is still at \(target.frame.summary), outside \(container.frame.summary)")
            }
            simulateUserAction { host.setScrollOffset(next, of: id) }
        }
        throw PageObjectError("cannot scroll to \(target.name): it did not come into view after 1,000 pages")
    }
}
