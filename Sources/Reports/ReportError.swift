/// Why a report could not be produced; each message names the file and what to do.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    case missingTemplate(path: String)
    case badTemplate(path: String, reason: String)
    case unreadableWebDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingTemplate(path):
            "report template not found: \"\(path)\"; pass the repository's Web/ directory "
                + "(HTMLReport.bundledWebDirectory) or copy the templates there"
        case let .badTemplate(path, reason):
            "report template \"\(path)\" does not parse as Mustache: \(reason); fix the template"
        case let .unreadableWebDirectory(path, reason):
            "cannot read the report's Web directory \"\(path)\": \(reason); check that it exists and is readable"
        case let .cannotWrite(path, reason):
            "cannot write report file \"\(path)\": \(reason); check the report directory's permissions and free space"
        }
    }
}
