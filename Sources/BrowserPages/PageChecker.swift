import Foundation
import LayoutChecks
import LayoutTesting
import TestReport
import ViewTree

/// One page rendered in one cell of a size matrix: its tree, violations and, when asked, the
/// screenshot with the violations drawn over it.
public struct PageRendering: Sendable {
    /// The viewport and text scale it was rendered in.
    package var variant: LayoutVariant
    /// What the browser showed, as the checks read it (`PageTreeBuilder`).
    public var tree: LaidOutNode
    /// Every violation, warnings included, in check order.
    public var violations: [Violation]
    /// PNG, the whole document at the variant's width.
    public var screenshot: Data?
}

/// Renders pages in the browser and runs the layout checks on what it shows.
public struct PageChecker: Sendable {
    /// The checks a page gets: every check of `v1`, touch targets at `touchTarget`.
    public var checks: [any LayoutCheck]

    /// `touchTarget`: the minimum touch target in CSS px, 24×24 by default (WCAG 2.2's
    /// "target size (minimum)", success criterion 2.5.8).
    public init(touchTarget: Size = TouchTargetCheck.minimum(for: .web)) {
        checks = LayoutChecks.v1(for: .web).map { check in
            guard var touch = check as? TouchTargetCheck else { return check }
            touch.minimum = touchTarget
            return touch
        }
    }

    /// Opens `location` in `variant`'s viewport and text scale and checks it; with
    /// `screenshot`, also captures it with the violations drawn (then removes the drawing).
    /// Right-to-left variants lay the page out as it is: a page sets its own direction.
    package func check(_ location: PageLocation, in variant: LayoutVariant, page: BrowserPage,
                      screenshot: Bool = false) throws -> PageRendering {
        try page.setViewport(variant.size)
        try page.open(location)
        return try checkLoaded(variant: variant, page: page, name: location.description, screenshot: screenshot)
    }

    /// The same for the document the page holds now (set with `setContent`).
    package func checkLoaded(variant: LayoutVariant, page: BrowserPage, name: String,
                            screenshot: Bool = false) throws -> PageRendering {
        try page.scaleText(variant.scale, page: name)
        let tree = try page.read(viewport: variant.size, page: name)
        let violations = LayoutChecks.run(checks, on: tree)
        var rendering = PageRendering(variant: variant, tree: tree, violations: violations)
        if screenshot { rendering.screenshot = try capture(violations, tree: tree, page: page, name: name) }
        return rendering
    }

    /// The page with `violations` drawn over it, as a PNG of the root's frame.
    public func capture(_ violations: [Violation], tree: LaidOutNode, page: BrowserPage, name: String) throws -> Data {
        _ = try page.evaluate(PageOverlay.draw(violations), page: name)
        defer { _ = try? page.evaluate(PageOverlay.remove, page: name) }
        return try page.screenshot(of: tree.frame)
    }
}
