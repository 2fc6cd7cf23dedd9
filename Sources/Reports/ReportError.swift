/// Why a report could not be produced; each message names the file and what to do.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    case missingTemplate(path: String)
    case badTemplate(path: String, reason: String)
    case unreadableWebDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case missingResults(directory: String)
    case unreadableResults(path: String, version: Int)

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
        case let .missingResults(directory):
            "\"\(directory)\" has no results.json: it is not a report directory written by `layoutwatch run` "
                + "(pass the folders that hold each shard's index.html and results.json)"
        case let .unreadableResults(path, version):
            "\"\(path)\" is not a results file this layoutwatch reads (version \(version)): "
                + "write the shards and merge them with the same layoutwatch version"
        }
    }
}
