import TestReport
import ViewTree

/// An interactive node (`InteractiveRoles`) smaller than the platform's minimum touch target:
/// 44×44 pt by Apple's guidelines, 48×48 dp on Android (`TouchTargetCheck.android`).
public struct TouchTargetCheck: LayoutCheck {
    public let rule = "touchTarget"
    public var severity: Severity
    public var minimum: Size

    public init(minimum: Size = Size(width: 44, height: 44), severity: Severity = .error) {
        self.minimum = minimum
        self.severity = severity
    }

    public static let android = TouchTargetCheck(minimum: Size(width: 48, height: 48))

    /// 24×24 CSS px: WCAG 2.2's target size (minimum), success criterion 2.5.8, for web pages.
    public static let web = TouchTargetCheck(minimum: Size(width: 24, height: 24))

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
