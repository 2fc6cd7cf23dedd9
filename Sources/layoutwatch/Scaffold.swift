import Foundation

/// What `layoutwatch init` writes into a package, planned before anything is written so that a
/// refusal writes nothing at all.
struct Scaffold: Equatable {
    struct File: Equatable {
        /// Relative to the package directory.
        var path: String
        var contents: String
    }

    var suite: String
    var files: [File]

    /// The suite target's source, its spec directory and the config file for `suite`.
    init(suite: String) {
        self.suite = suite
        let specs = "Specs"
        files = [
            File(path: "Sources/\(suite)/main.swift",
                 contents: ScaffoldTemplates.suiteMain(suite: suite, specFile: ScaffoldTemplates.specFileName)),
            File(path: "\(specs)/\(ScaffoldTemplates.specFileName)", contents: ScaffoldTemplates.spec),
            File(path: "config.json", contents: ScaffoldTemplates.config(suite: suite, specs: specs)),
        ]
    }

    /// The planned files that already exist in `directory`.
    func conflicts(in directory: URL) -> [File] {
        files.filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0.path).path) }
    }

    /// Writes every file (each atomically), creating directories as needed.
    func write(into directory: URL) throws {
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url, options: .atomic)
        }
    }

    /// Adds the report and state directories to `.gitignore` (created if missing), each once.
    static func ignoreOutputs(in directory: URL) throws {
        let url = directory.appendingPathComponent(".gitignore")
        let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let present = Set(existing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = ScaffoldTemplates.ignoredPaths.filter { !present.contains($0) }
        guard !missing.isEmpty else { return }
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        try Data((existing + separator + missing.joined(separator: "\n") + "\n").utf8).write(to: url, options: .atomic)
    }
}
