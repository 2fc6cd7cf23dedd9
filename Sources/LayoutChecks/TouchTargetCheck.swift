import TestReport
import ViewTree

/// An interactive node (`InteractiveRoles`) smaller than the platform's minimum touch target:
/// 44×44 pt by Apple's guidelines, 48×48 dp on Android (`TouchTargetCheck.android`). A captured
/// screen says its platform (`Platform`); `minimum(for:)` is the one place that turns it into a
/// minimum, and `LayoutChecks.v1(for:)` the check set that uses it.
public struct TouchTargetCheck: LayoutCheck {
    public let rule = "touchTarget"
    public var severity: Severity
    public var minimum: Size

    public init(minimum: Size = Size(width: 44, height: 44), severity: Severity = .error) {
        self.minimum = minimum
        self.severity = severity
    }

    /// The check with the minimum of the platform a tree was captured on (`nil`: the default).
    public init(platform: Platform?, severity: Severity = .error) {
        self.init(minimum: Self.minimum(for: platform), severity: severity)
    }

    /// Material's 48×48 dp, for trees whose units are dp.
    public static let android = TouchTargetCheck(minimum: Size(width: 48, height: 48))

    /// The minimum touch target on `platform`. iOS: Apple's 44×44 pt; the page source's frames
    /// are points. Android: 44×44, what `layoutwatch check` has checked `uiautomator dump`s
    /// against since it first read them. A dump's bounds are screen pixels, and Material's
    /// 48×48 dp is 48 × the density in pixels, which a dump does not record; `android` above is
    /// for trees laid out in dp. No platform (the DSL, view-tree JSON): 44×44.
    public static func minimum(for platform: Platform?) -> Size {
        switch platform {
        case .ios: Size(width: 44, height: 44)
        case .android: Size(width: 44, height: 44)
        case nil: Size(width: 44, height: 44)
        }
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.compactMap { entry in
            let frame = entry.frame
            guard entry.paints, entry.node.isInteractive,
                  frame.width < minimum.width || frame.height < minimum.height else { return nil }
            let short = [frame.width < minimum.width ? "\(formatNumber(minimum.width - frame.width)) pt too narrow" : nil,
                         frame.height < minimum.height ? "\(formatNumber(minimum.height - frame.height)) pt too short" : nil]
                .compactMap { $0 }.joined(separator: ", ")
            let message = "\(entry.node.kind) \(entry.reference.name) is \(formatNumber(frame.width))×\(formatNumber(frame.height)) pt,"
                + " under the \(formatNumber(minimum.width))×\(formatNumber(minimum.height)) pt touch target (\(short))"
            return Violation(rule: rule, message: message, nodes: [entry.reference], severity: severity)
        }
    }
}
