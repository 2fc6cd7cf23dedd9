/// Why a font file could not be used. The message quotes the path and names the fix:
/// a missing font is an error, never a silent fallback to another font.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No readable file at the path.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, a broken link).
    case unreadable(path: String)
    /// The file exists but HarfBuzz finds no glyphs in it.
    case notAFont(path: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file \"\(path)\" not found: install it with "
                + "`apt-get install fonts-dejavu-core`, or set \"font\" in config.json "
                + "to the path of a TrueType/OpenType font"
        case .unreadable(let path):
            return "font file \"\(path)\" cannot be read: check its permissions, or set \"font\" "
                + "in config.json to a readable font file"
        case .notAFont(let path):
            return "font file \"\(path)\" is not a TrueType/OpenType font HarfBuzz can read: "
                + "set \"font\" in config.json to a .ttf or .otf file "
                + "(for example \(HarfBuzzMeasurer.defaultFontPath))"
        }
    }
}
