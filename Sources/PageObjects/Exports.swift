// What a page object author needs with `import PageObjects` alone: the DSL's views, the view
// tree's values, the checks and the property engine.
@_exported import LayoutTesting
