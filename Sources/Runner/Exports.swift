// A suite needs only `import Runner`: the DSL, the property engine and the spec reader come with it.
@_exported import LayoutTesting
@_exported import PropertyTesting
@_exported import SpecTesting
