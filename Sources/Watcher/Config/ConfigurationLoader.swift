import Foundation
import PropertyTesting
import TestReport

extension Configuration {
    /// Reads and validates a config file; every error names the file, line, column and key path.
    public static func load(from url: URL) throws -> Configuration {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw ConfigurationError.unreadable(path: url.path, reason: "\(error.localizedDescription)")
        }
        var config = try parse(text, file: url.path)
        config.baseDirectory = url.deletingLastPathComponent()
        return config
    }

    public static func parse(_ text: String, file: String) throws(FileDiagnostic) -> Configuration {
        let root = try ObjectReader(try LocatedJSONParser.parse(text, file: file), keyPath: "", file: file)
        try root.rejectUnknownKeys(["version", "watch", "run", "reports"])
        var config = Configuration()
        if let version = try root.integer("version", range: 1...1_000) {
            guard version == currentVersion else {
                throw root.diagnostic(root["version"]!, "version",
                                      "config version \(version) is not supported; this layoutwatch reads version \(currentVersion)")
            }
        }
        if let watch = try root.object("watch") {
            try watch.rejectUnknownKeys(["sources", "specs", "ignore", "pollInterval", "settle"])
            config.watch.sources = try watch.strings("sources") ?? config.watch.sources
            config.watch.specs = try watch.strings("specs") ?? config.watch.specs
            config.watch.ignore = try watch.strings("ignore") ?? config.watch.ignore
            config.watch.pollInterval = try watch.number("pollInterval", range: 0.01...3600) ?? config.watch.pollInterval
            config.watch.settle = try watch.number("settle", range: 0...60) ?? config.watch.settle
        }
        if let run = try root.object("run") {
            try run.rejectUnknownKeys(["package", "product", "build", "suiteBinary", "jobs", "timeout",
                                       "maxTestsCount", "strategy", "font", "stateDirectory", "swiftTest"])
            config.run.package = try run.string("package") ?? config.run.package
            config.run.product = try run.string("product") ?? config.run.product
            config.run.build = try run.strings("build") ?? config.run.build
            config.run.suiteBinary = try run.string("suiteBinary") ?? config.run.suiteBinary
            config.run.jobs = try run.integer("jobs", range: 1...256) ?? config.run.jobs
            config.run.timeout = try run.number("timeout", range: 0.1...86_400) ?? config.run.timeout
            config.run.maxTestsCount = try run.integer("maxTestsCount", range: 1...1_000_000) ?? config.run.maxTestsCount
            if let name = try run.string("strategy") {
                guard let strategy = RandomStrategy(name: name) else {
                    throw run.diagnostic(run["strategy"]!, "strategy",
                                         "unknown strategy \"\(name)\"; use \(RandomStrategy.namesText)")
                }
                config.run.strategy = strategy
            }
            config.run.font = try run.string("font") ?? config.run.font
            config.run.stateDirectory = try run.string("stateDirectory") ?? config.run.stateDirectory
            config.run.swiftTest = try run.object("swiftTest").map(SwiftTestSettings.read) ?? config.run.swiftTest
        }
        if let reports = try root.object("reports") {
            try reports.rejectUnknownKeys(["directory", "junit", "history"])
            config.reports.directory = try reports.string("directory") ?? config.reports.directory
            config.reports.junit = try reports.string("junit") ?? config.reports.junit
            config.reports.history = try reports.integer("history", range: 0...10_000) ?? config.reports.history
        }
        return config
    }
}

public enum ConfigurationError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the config file \(path): \(reason); pass --config with the path of a config.json"
        }
    }
}
