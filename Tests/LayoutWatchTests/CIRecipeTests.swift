import Foundation
import Testing
import TestSupport

/// The CI files in `docs/ci/` run as written: every shell step, job after job, each shard as on
/// a fresh machine, on the bundled example; the merged report is the unsharded run's.
@Suite(.serialized) struct CIRecipeTests {
    static let recipes: [(file: String, jobs: [String])] = [
        ("github-actions.yml", ["shard 1", "shard 2", "shard 3", "shard 4", "report"]),
        ("gitlab-ci.yml", ["layouts 1", "layouts 2", "layouts 3", "layouts 4", "layout-report"]),
    ]

    @Test(arguments: recipes.indices)
    func theRecipesStepsShardAndMergeIntoTheUnshardedReport(index: Int) async throws {
        let (file, jobs) = Self.recipes[index]
        let text = try String(contentsOf: Repository.url("docs/ci/\(file)"), encoding: .utf8)
        let recipe = file.hasPrefix("github") ? CIRecipe(gitHubActions: text) : CIRecipe(gitLab: text)
        #expect(recipe.runs.map(\.job) == jobs)
        let example = try ExampleCopy(name: "ci-\(file)")
        defer { try? FileManager.default.removeItem(at: example.directory) }
        let layoutwatch = TestPaths.executable("layoutwatch")
        let setUp = try String(contentsOf: Repository.url(".ci/run"), encoding: .utf8)

        func fresh() { try? FileManager.default.removeItem(at: example.directory.appendingPathComponent(".layoutwatch")) }
        fresh()
        let whole = try await runCommand(layoutwatch, ["run", "--report-dir", "all"], in: example.directory)
        #expect(whole.status == 1, "\(whole.standardError)")
        for run in recipe.runs {
            for command in run.commands {
                if command.hasPrefix("apt-get ") {
                    let packages = command.split(separator: " ").drop { $0 != "-y" }.dropFirst()
                    #expect(packages.allSatisfy { setUp.contains($0) }, "\(file): \(command) installs what .ci/run does not")
                    continue
                }
                #expect(command.hasPrefix("swift run layoutwatch "), "\(file): a step this test cannot run: \(command)")
                fresh()  // every job starts on a machine of its own
                let shell = command.replacingOccurrences(of: "swift run layoutwatch", with: "'\(layoutwatch)'")
                let output = try await runCommand("/bin/sh", ["-c", shell], in: example.directory)
                // The example has failing tests: a shard exits 1 when it ran one of them, the merge does.
                let expected: Set<Int32> = command.contains(" merge ") ? [1] : [0, 1]
                #expect(expected.contains(output.status), "\(file) \(run.job): \(command) → \(output.status)\n\(output.standardError)")
            }
        }
        let merged = try JUnitComparison.comparable(example.directory.appendingPathComponent("report"), renaming: "report")
        let unsharded = try JUnitComparison.comparable(example.directory.appendingPathComponent("all"), renaming: "all")
        #expect(merged == unsharded, "merged, then unsharded, \(JUnitComparison.difference(merged, unsharded) ?? "")")
        #expect(FileManager.default.fileExists(atPath: example.directory.appendingPathComponent("report/index.html").path))
    }
}
