/// ViewTree's API reads and writes `JSONValue`s and prints numbers with `formatNumber`; those
/// who import ViewTree get them without a second import.
@_exported import JSONSource
