import Foundation
import JSONSource
import TestReport
import Watcher

/// A build that failed because `run.product` names no product of the package: the report then
/// says so in config.json's terms and lists the executable products there are, instead of
/// SwiftPM's bare `no product named 'X'`.
enum ProductCheck {
    /// `failure` explained when SwiftPM reported an unknown product; `failure` otherwise.
    static func explain(_ failure: BuildFailure, product: String, package: URL, launcher: SubprocessLauncher) async -> BuildFailure {
        guard failure.log.contains("no product named '\(product)'") else { return failure }
        let executables = (try? await PackageManifest.dump(package, launcher: launcher)).map(executableProducts) ?? []
        var explained = failure
        explained.summary = message(product: product, package: package.path, executables: executables)
        explained.diagnostics = [BuildFailure.Diagnostic(location: nil, severity: .error, message: explained.summary)]
        return explained
    }

    static func message(product: String, package: String, executables: [String]) -> String {
        let known = executables.isEmpty
            ? "it has no executable products (`layoutwatch init` adds a suite named LayoutSuite)"
            : "its executable products: \(executables.joined(separator: ", "))"
        return "config.json: run.product \"\(product)\" is not a product of the package in \(package); \(known). "
            + "Set run.product to the suite's executable"
    }

    /// The executable products of a `swift package dump-package` manifest: declared ones, and
    /// the executable targets SwiftPM makes products of in a root package.
    static func executableProducts(_ manifest: JSONValue) -> [String] {
        let declared = (manifest["products"]?.arrayValue ?? []).filter { $0["type"]?["executable"] != nil }
            .compactMap { $0["name"]?.stringValue }
        let targets = (manifest["targets"]?.arrayValue ?? []).filter { $0["type"]?.stringValue == "executable" }
            .compactMap { $0["name"]?.stringValue }
        var seen = Set<String>()
        return (declared + targets).filter { seen.insert($0).inserted }.sorted()
    }
}
