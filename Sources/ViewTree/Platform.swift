/// The platform a screen was captured on (an Android `uiautomator dump`, an iOS XCUITest page
/// source, a web page read from Chromium): what the checks need to know of a tree beyond its
/// nodes, such as the minimum touch target (`TouchTargetCheck.minimum(for:)`). A tree built with
/// the DSL or read from view-tree JSON has none, and is checked with the defaults.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    /// An Android `uiautomator dump`: bounds in screen pixels.
    case android
    /// An iOS XCUITest page source: frames in points.
    case ios
    /// A web page rendered in Chromium (`BrowserPages`): boxes in CSS px, laid out by its flexbox.
    case web
}
