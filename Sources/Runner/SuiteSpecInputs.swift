import JSONSource
import LayoutTesting
import PropertyTesting
import SpecTesting
import TestReport

/// A spec's generated inputs inside a suite run: names resolved in the suite's
/// `SpecGenerators`, properties run by the engine with the run's strategy, example database and
/// case announcements, so a generated case replays like any property.
struct SuiteSpecInputs: SpecInputSource {
    var registry: SpecGenerators
    var options: RunOptions

    func rows(_ generation: SpecGeneration) throws(FileDiagnostic) -> [SourceJSON] {
        var tables: [[SourceJSON]] = []
        for name in generation.tables {
            guard let table = registry.tables[name] else {
                throw generation.diagnostic(SpecGenerators.unknown("table", name, known: Array(registry.tables.keys)), key: "tables")
            }
            tables.append(table)
        }
        let modeName = generation.mode ?? CombinationMode.pairwise.rawValue
        guard let mode = CombinationMode(rawValue: modeName) else {
            throw generation.diagnostic("unknown combination mode \"\(modeName)\"; use "
                + CombinationMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "), key: "mode")
        }
        let rows: [[Int]]
        do { rows = try Combinations.indexRows(sizes: tables.map(\.count), mode: mode) } catch {
            throw generation.diagnostic("\(error)", key: "mode")
        }
        return rows.map { row in
            let values = zip(tables, row).map { $0[$1] }
            return values.count == 1 ? values[0] : .array(values.map { Located($0, line: 0, column: 0) })
        }
    }

    func property(_ generation: SpecGeneration, test: TestDescriptor,
                  judge: @escaping @Sendable (SourceJSON) -> String?) throws(FileDiagnostic) -> TestResult {
        let name = generation.generator ?? ""
        guard var generator = registry.generators[name] else {
            throw generation.diagnostic(SpecGenerators.unknown("generator", name, known: Array(registry.generators.keys)),
                                        key: "generator")
        }
        if let size = generation.size { generator = generator.scale { min($0, size) } }
        var property = PropertyTest(test.name, suite: test.suite, generator: generator.map(GeneratedJSON.init),
                                    maxTestsCount: generation.count) { judge($0.json) }
        property.descriptor = test
        return property.run(options: options)
    }
}

/// A generated value as failures print it: as JSON.
struct GeneratedJSON: Sendable, TestInputDescribable {
    var json: SourceJSON
    var testInputDescription: String { json.jsonText }
}
