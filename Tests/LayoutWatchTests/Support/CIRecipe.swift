import Foundation

/// The shell steps of a CI file in `docs/ci/`, job by job in file order, each job expanded to
/// one run per shard: GitHub Actions' `- run:` steps with `${{ matrix.shard }}` from
/// `matrix: { shard: [...] }`, GitLab's `before_script` and `script` lines with
/// `$CI_NODE_INDEX` / `$CI_NODE_TOTAL` from `parallel: N`. Only the shapes those two files use
/// are read; `CIRecipeTests` checks the jobs found, so a recipe cannot drift from its test.
struct CIRecipe {
    struct Run: Equatable {
        var job: String
        var commands: [String]
    }

    var runs: [Run] = []

    init(gitHubActions text: String) {
        var job: (name: String, shards: [String], commands: [String])?
        func close() { if let job { runs += Self.expand(job.name, job.shards, job.commands) { $0.replacingOccurrences(of: "${{ matrix.shard }}", with: $1) } } }
        var inJobs = false
        for line in text.split(separator: "\n").map(String.init) {
            if line == "jobs:" { inJobs = true; continue }
            guard inJobs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                close()
                job = (String(line.dropFirst(2).dropLast()), [], [])
            } else if let list = line.firstMatch(of: /matrix: \{ shard: \[([0-9, ]+)\] \}/) {
                job?.shards = list.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if let run = line.firstMatch(of: /^\s+- run: (.+)$/) {
                job?.commands.append(String(run.1))
            }
        }
        close()
    }

    init(gitLab text: String) {
        var job: (name: String, shards: [String], commands: [String])?
        func close() {
            if let job {
                runs += Self.expand(job.name, job.shards, job.commands) { command, index in
                    command.replacingOccurrences(of: "$CI_NODE_INDEX", with: index)
                        .replacingOccurrences(of: "$CI_NODE_TOTAL", with: "\(job.shards.count)")
                }
            }
        }
        var inScript = false
        for line in text.split(separator: "\n").map(String.init) {
            if !line.hasPrefix(" "), !line.hasPrefix("#"), line.hasSuffix(":") {
                close()
                job = (String(line.dropLast()), [], [])
                inScript = false
            } else if let count = line.firstMatch(of: /^  parallel: ([0-9]+)$/), let total = Int(count.1) {
                job?.shards = (1...total).map(String.init)
            } else if line == "  before_script:" || line == "  script:" {
                inScript = true
            } else if inScript, let command = line.firstMatch(of: /^    - (.+)$/) {
                job?.commands.append(String(command.1))
            } else if line.hasPrefix("  "), !line.hasPrefix("    ") {
                inScript = false
            }
        }
        close()
    }

    private static func expand(_ name: String, _ shards: [String], _ commands: [String],
                               substitute: (String, String) -> String) -> [Run] {
        guard !shards.isEmpty else { return [Run(job: name, commands: commands)] }
        return shards.map { shard in Run(job: "\(name) \(shard)", commands: commands.map { substitute($0, shard) }) }
    }
}
