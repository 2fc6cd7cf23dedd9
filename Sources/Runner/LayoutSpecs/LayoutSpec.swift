import LayoutChecks
import LayoutTesting
import TestReport
import ViewTree

/// A declarative layout spec, `*.layout.json` in a spec directory: a view tree in the JSON tree
/// format whose values may be drawn from named generators or edge-value tables, the sizes,
/// text scales and directions to lay it out in, the checks to run (with rules allowed off),
/// and relative assertions. It runs as a layout test: cases shrink and replay like any other.
/// In place of the tree, a `page` names an HTML template checked in headless Chromium, its
/// `slots` drawn per case (`LayoutSpecPage`).
///
///     {"tree": {"style": {"width": "100%"}, "children": [{"id": "title", "text": {"generator": "words"}}]},
///      "matrix": {"sizes": ["320x120", "768x120"], "scales": [1, 2], "directions": ["ltr", "rtl"]},
///      "checks": {"preset": "v1", "allow": ["missingLabel"]},
///      "assertions": [{"node": "title", "inside": "root"}], "count": 100}
package struct LayoutSpec: Sendable {
    package var file: String
    /// The tree to lay out; `nil` in a spec of a `page`.
    package var tree: LayoutSpecTree?
    /// The page template to check in the browser; `nil` in a spec of a `tree`.
    package var page: LayoutSpecPage?
    package var matrix: SizeMatrix
    package var checks: [any LayoutCheck]
    package var count: Int?

    static let keys = ["description", "tree", "page", "slots", "matrix", "checks", "assertions", "count"]

    /// Every problem of the file, located, or the spec. `generators` resolves the names the tree uses.
    package static func parse(_ text: String, file: String, generators: SpecGenerators) -> Result<LayoutSpec, LayoutSpecProblems> {
        var problems = LayoutSpecProblems()
        let root: ObjectReader
        do { root = try ObjectReader(try JSONParser.parse(text, file: file), keyPath: "", file: file) } catch {
            return .failure(LayoutSpecProblems(all: [error]))
        }
        problems.all += root.unknownKeys(keys)
        var tree: LayoutSpecTree?
        var page: LayoutSpecPage?
        if let node = root["page"] {
            if case let .string(path) = node.value, !path.isEmpty {
                let built = LayoutSpecPage(file: path, slots: root["slots"], specFile: file, generators: generators)
                problems.all += built.problems
                page = built
            } else {
                problems.all.append(root.diagnostic(node, "page", "expected the HTML template's path as a string, e.g. \"card.html\""))
            }
            if let other = root["tree"] {
                problems.all.append(root.diagnostic(other, "tree", "a spec lays out a \"tree\" or checks a \"page\", not both; remove one"))
            }
        } else if let node = root["tree"] {
            if let slots = root["slots"] {
                problems.all.append(root.diagnostic(slots, "slots", "\"slots\" fill a \"page\" template; a tree draws its values in place"))
            }
            let built = LayoutSpecTree(node, file: file, generators: generators)
            problems.all += built.problems
            if built.problems.isEmpty, let problem = built.trialProblem() {
                problems.all.append(FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: "tree", message: problem))
            }
            tree = built
        } else {
            problems.all.append(FileDiagnostic(file: file, line: root.node.line, column: root.node.column, keyPath: "tree",
                                               message: "missing \"tree\": add the view tree to lay out, in the JSON tree format, "
                                                   + "or a \"page\": an HTML template to check in Chromium"))
        }
        let matrix = problems.collect { () throws(FileDiagnostic) in try LayoutSpecMatrix.parse(root.object("matrix")) }
        var checks = problems.collect { () throws(FileDiagnostic) in try LayoutSpecChecks.parse(root.object("checks")) } ?? []
        if let node = root["assertions"] {
            checks += problems.collect { () throws(FileDiagnostic) in try AssertionDecoder.decode(node, keyPath: "assertions", file: file) } ?? []
        }
        let count = problems.collect { () throws(FileDiagnostic) in try root.integer("count", range: 1...100_000) } ?? nil
        guard problems.all.isEmpty, tree != nil || page != nil, let matrix else { return .failure(problems) }
        return .success(LayoutSpec(file: file, tree: tree, page: page, matrix: matrix, checks: checks, count: count))
    }
}

/// The diagnostics of one layout spec, in file order.
package struct LayoutSpecProblems: Error, Sendable {
    package var all: [FileDiagnostic] = []

    package var sorted: [FileDiagnostic] {
        all.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// `body`'s value, or `nil` with its diagnostic kept.
    mutating func collect<T>(_ body: () throws(FileDiagnostic) -> T) -> T? {
        do { return try body() } catch {
            all.append(error)
            return nil
        }
    }
}
