import TestReport
import ViewTree

/// An interactive node (`InteractiveRoles`) smaller than the platform's minimum touch target:
/// 44×44 pt by Apple's guidelines, 48×48 dp on Android (`TouchTargetCheck.android`). A captured
/// screen says its platform (`Platform`); `minimum(for:)` is the one place that turns it into a
/// minimum, and `LayoutChecks.v1(for:)` and `v2(for:)` the check sets that use it.
///
/// On iOS a switch of UIKit's own size (`systemSwitch`, 51×31 pt) is not measured: `UISwitch`
/// keeps that size whatever frame the app gives it, so no fix is in the app's hands, and UIKit
/// hit-tests it on an area larger than its frame. A switch of any other size is measured, as
/// is every switch of a tree with no platform or from Android.
public struct TouchTargetCheck: LayoutCheck {
    public let rule = "touchTarget"
    public var severity: Severity
    public var minimum: Size
    /// The platform the tree was captured on; `nil` for trees laid out here.
    public var platform: Platform?

    /// The size of UIKit's `UISwitch` on iPhone and iPad, as an XCUITest page source reports it.
    public static let systemSwitch = Size(width: 51, height: 31)

    public init(minimum: Size = Size(width: 44, height: 44), severity: Severity = .error) {
        self.minimum = minimum
        self.severity = severity
    }

    /// The check with the minimum of the platform a tree was captured on (`nil`: the default).
    public init(platform: Platform?, severity: Severity = .error) {
        self.init(minimum: Self.minimum(for: platform), severity: severity)
        self.platform = platform
    }

    /// Material's 48×48 dp, for trees whose units are dp.
    public static let android = TouchTargetCheck(minimum: Size(width: 48, height: 48))

    /// The minimum touch target on `platform`. iOS: Apple's 44×44 pt; the page source's frames
    /// are points. Android: 44×44, what `layoutwatch check` has checked `uiautomator dump`s
    /// against since it first read them. A dump's bounds are screen pixels, and Material's
    /// 48×48 dp is 48 × the density in pixels, which a dump does not record; `android` above is
    /// for trees laid out in dp. The web: 24×24 CSS px, WCAG 2.2's target size (minimum), success
    /// criterion 2.5.8. No platform (the DSL, view-tree JSON): 44×44.
    public static func minimum(for platform: Platform?) -> Size {
        switch platform {
        case .ios: Size(width: 44, height: 44)
        case .android: Size(width: 44, height: 44)
        case .web: Size(width: 24, height: 24)
        case nil: Size(width: 44, height: 44)
        }
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.compactMap { entry in
            let frame = entry.frame
            guard entry.paints, entry.node.isInteractive, !isSystemSwitch(entry),
                  frame.width < minimum.width || frame.height < minimum.height else { return nil }
            let short = [frame.width < minimum.width ? "\(formatNumber(minimum.width - frame.width)) pt too narrow" : nil,
                         frame.height < minimum.height ? "\(formatNumber(minimum.height - frame.height)) pt too short" : nil]
                .compactMap { $0 }.joined(separator: ", ")
            let message = "\(entry.node.kind) \(entry.reference.name) is \(formatNumber(frame.width))×\(formatNumber(frame.height)) pt,"
                + " under the \(formatNumber(minimum.width))×\(formatNumber(minimum.height)) pt touch target (\(short))"
            return Violation(rule: rule, message: message, nodes: [entry.reference], severity: severity)
        }
    }

    /// A switch UIKit sizes itself, within a point either way (frames are rounded to the pixel).
    private func isSystemSwitch(_ entry: FlatTree.Entry) -> Bool {
        platform == .ios && entry.node.role?.lowercased() == "switch"
            && abs(entry.frame.width - Self.systemSwitch.width) <= 1 && abs(entry.frame.height - Self.systemSwitch.height) <= 1
    }
}
