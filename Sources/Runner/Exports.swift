// A suite needs only `import Runner`: the DSL, the property engine, the spec reader and page
// objects and web page tests come with it.
@_exported import LayoutTesting
@_exported import PropertyTesting
@_exported import SpecTesting
@_exported import PageObjects
@_exported import BrowserPages
