// What a test author needs with `import LayoutTesting` alone: the view tree's values (`Size`,
// `ImageContent`, `Style`, `ViewNode`, …), the generators that make models, and the checks a
// layout test takes.
@_exported import LayoutChecks
@_exported import PropertyTesting
@_exported import ViewTree
// A custom `LayoutCheck` returns `Violation`s, and the adapters return `TestResult`s.
@_exported import TestReport
