import ViewTree

/// Classic scrollbars: those a box shows (`overflow: scroll`'s; an `overflow: auto` axis shows
/// none, as `hidden`, until `NodeAddress.show(scrollbars:)` has the box's style say `scroll`
/// there), or the state `AutoScrollbars` keeps for a box with `overflow: auto`
/// (`BoxCaches.scrollbars`): those its last final layout asked for, those frozen, and whether
/// it waits in `LayoutContext.scrollbarChanges`.
struct Scrollbars: OptionSet {
    let rawValue: UInt8

    /// On the inline end (right, left in a right-to-left box): the content box loses its width.
    static let vertical = Scrollbars(rawValue: 1 << 0)
    static let horizontal = Scrollbars(rawValue: 1 << 1)
    /// Appeared during this layout: it stays until the layout ends (Chromium freezes a scrollbar
    /// that appears, so a box cannot flip between showing it and not).
    static let verticalFrozen = Scrollbars(rawValue: 1 << 2)
    static let horizontalFrozen = Scrollbars(rawValue: 1 << 3)
    /// Waits in `LayoutContext.scrollbarChanges` for `AutoScrollbars.settle`.
    static let listed = Scrollbars(rawValue: 1 << 4)

    static let shown: Scrollbars = [.vertical, .horizontal]
    static let frozen: Scrollbars = [.verticalFrozen, .horizontalFrozen]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The scrollbars a style shows: those of its `scroll` axes.
    init(_ style: InPlace<Style>) {
        rawValue = (style.pointee.overflowY == .scroll ? Self.vertical.rawValue : 0)
            | (style.pointee.overflowX == .scroll ? Self.horizontal.rawValue : 0)
    }

    /// The frozen counterparts of these shown scrollbars.
    var freezing: Scrollbars { Scrollbars(rawValue: (rawValue & Self.shown.rawValue) << 2) }
}

/// `overflow: auto` with classic scrollbars, as Chromium shows them: a scrollbar on an `auto`
/// axis while the content overflows that axis (`ScrollableOverflow`) past the room the
/// scrollbars leave, once the box is laid out. The box keeps the scrollbars it shows, which
/// its sizes and its ancestors' then count as `overflow: scroll`'s; a final layout that shows
/// other scrollbars than it laid out with lays the tree out again (Chromium lays the box out
/// again, and its ancestors as their sizes change), until none changes.
enum AutoScrollbars {
    /// Layouts of the whole tree at most: a scrollbar that appears stays until the layout
    /// ends, so each box changes a few times at most.
    static let layoutLimit = 6

    /// After a final layout of `box` (an `auto` axis, classic scrollbars) at `size`: keeps the
    /// scrollbars its content asks for, and lists the box when they are not those it showed.
    @inline(never)  // the rare path: a box with `overflow: auto`
    static func check(_ box: LayoutBox, size: Size, context: LayoutContext) {
        let shown = Scrollbars(box.styleInPlace)
        var state = box.caches.pointee.scrollbars
        let wanted = wanted(box, size: size, shown: shown, frozen: state, context: context)
        state = state.subtracting(.shown).union(wanted)
        if wanted != shown && !state.contains(.listed) {
            state.insert(.listed)
            context.scrollbarChanges.append(box)
        }
        box.caches.pointee.scrollbars = state
    }

    /// The scrollbars `box` shows after a layout with `shown` (Chromium's
    /// `PaintLayerScrollableArea::ComputeScrollbarExistence`, `TryRemovingAutoScrollbars`).
    private static func wanted(_ box: LayoutBox, size: Size, shown: Scrollbars, frozen: Scrollbars,
                               context: LayoutContext) -> Scrollbars {
        let bar = context.scrollbarWidth
        let written = box.address.nodeStyle
        let autoX = written.pointee.overflowX == .auto, autoY = written.pointee.overflowY == .auto
        let reach = ScrollableOverflow.reach(of: box, size: size, context: context)
        let (_, border) = box.paddingBorder(box.parentWidth)
        let room = Size(width: size.width - border.horizontal, height: size.height - border.vertical)
        let client = Size(width: room.width - (shown.contains(.vertical) ? bar : 0),
                          height: room.height - (shown.contains(.horizontal) ? bar : 0))
        var wanted = shown
        if autoX {
            // No scrollbar across a box with no room to show it in.
            let overflows = reach.width.rounded() > client.width.rounded() && room.height.rounded() > 0
            wanted.toggle(.horizontal, on: overflows || frozen.contains(.horizontalFrozen))
        }
        if autoY {
            let overflows = reach.height.rounded() > client.height.rounded() && room.width.rounded() > 0
            wanted.toggle(.vertical, on: overflows || frozen.contains(.verticalFrozen))
        }
        // Two scrollbars that the content would fit without go together.
        if autoX, autoY, wanted == .shown, frozen.isDisjoint(with: .frozen), reach.width <= room.width,
           reach.height <= room.height {
            wanted = []
        }
        return wanted
    }

    /// After a layout of the tree: while a box's final layout asked for other scrollbars than it
    /// showed, shows them (freezing those that appear), forgets the sizes it and its ancestors
    /// measured with the old ones, and lays the tree out again (`layOut`). Then unfreezes every
    /// scrollbar for the next layout.
    @inline(never)
    static func settle(context: LayoutContext, layOut: () -> Void) {
        var changed: [LayoutBox] = []
        var layouts = 1
        while !context.scrollbarChanges.isEmpty {
            let boxes = context.scrollbarChanges
            context.scrollbarChanges = []
            let giving = layouts < layoutLimit
            var gave = false
            for box in boxes {
                var state = box.caches.pointee.scrollbars
                state.remove(.listed)
                let shown = Scrollbars(box.styleInPlace), asked = state.intersection(.shown)
                if giving && asked != shown {
                    gave = true
                    state.formUnion(asked.subtracting(shown).freezing)
                    box.address.show(scrollbars: asked)
                    changed.append(box)
                    var next: LayoutBox? = box
                    while let ancestor = next {
                        ancestor.forgetChildDependentResults()
                        next = ancestor.treeParent
                    }
                }
                box.caches.pointee.scrollbars = state
            }
            guard gave else { break }
            layOut()
            layouts += 1
        }
        for box in changed { box.caches.pointee.scrollbars.subtract(.frozen) }
    }
}

extension Scrollbars {
    fileprivate mutating func toggle(_ bar: Scrollbars, on: Bool) {
        if on { insert(bar) } else { remove(bar) }
    }
}
