import FlexLayout
import LayoutTesting
import TestReport
import ViewTree

/// Lays out a zoo component with the Ahem measurer (every glyph a square of the font size,
/// so text widths in messages are exact) and runs `checks` on it.
enum Zoo {
    static func layout(_ view: some ViewConvertible, width: Double = 320, height: Double = 200) -> LaidOutNode {
        FlexLayoutEngine(measurer: AhemMeasurer()).layout(view.node, available: AvailableSize(width: width, height: height)).root
    }

    static func violations(_ checks: [any LayoutCheck], _ view: some ViewConvertible,
                           width: Double = 320, height: Double = 200) -> [Violation] {
        LayoutChecks.run(checks, on: layout(view, width: width, height: height))
    }

    static func messages(_ checks: [any LayoutCheck], _ view: some ViewConvertible,
                         width: Double = 320, height: Double = 200) -> [String] {
        violations(checks, view, width: width, height: height).map(\.message)
    }
}
