import Foundation
import JSONSource
import Watcher

/// A user's `Package.swift`, read and edited through SwiftPM's own commands
/// (`swift package dump-package`, `add-target`, `add-target-dependency`), never by hand.
struct PackageManifest {
    let directory: URL
    let launcher: SubprocessLauncher
    /// The package's targets by name.
    let targets: Set<String>
    /// The identity SwiftPM gives the LayoutWatch dependency (what `.product(…, package:)` names).
    let layoutWatchIdentity: String

    /// This checkout, for recognising a path dependency on it whatever its folder is called.
    static let ownCheckout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    static func read(_ directory: URL, launcher: SubprocessLauncher) async throws -> PackageManifest {
        let manifest = directory.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw CommandError("no Package.swift in \(directory.path); run `swift package init` there first, "
                               + "or pass --package-path to the package that should hold the suite")
        }
        let object = try await dump(directory, launcher: launcher)
        let targets = Set((object["targets"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue })
        let dependencies = (object["dependencies"]?.arrayValue ?? []).flatMap { entry in
            (entry.objectValue ?? []).compactMap { $0.1.arrayValue?.first }
        }
        let identity = dependencies.first { Self.isOwnCheckout($0["path"]?.stringValue, relativeTo: directory) }
            ?? dependencies.first { $0["identity"]?.stringValue?.contains("layoutwatch") == true }
        guard let identity = identity?["identity"]?.stringValue else {
            let named = dependencies.compactMap { $0["identity"]?.stringValue }
            throw CommandError("Package.swift in \(directory.path) does not depend on LayoutWatch"
                               + (named.isEmpty ? "" : " (its dependencies: \(named.joined(separator: ", ")))")
                               + "; add `.package(path: \"\(ownCheckout.path)\")` to its dependencies, then run init again")
        }
        return PackageManifest(directory: directory, launcher: launcher, targets: targets, layoutWatchIdentity: identity)
    }

    /// `swift package dump-package`: the manifest as JSON (targets, their paths and resources,
    /// the dependencies with their identities).
    static func dump(_ directory: URL, launcher: SubprocessLauncher) async throws -> JSONValue {
        let output = try await swift(["package", "dump-package"], in: directory, launcher: launcher)
        guard let object = try? JSONParser.parseValue(Array(output), file: "dump-package"), object.objectValue != nil else {
            throw CommandError("`swift package dump-package` in \(directory.path) printed no JSON")
        }
        return object
    }

    private static func isOwnCheckout(_ path: String?, relativeTo directory: URL) -> Bool {
        guard let path else { return false }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        return url.standardizedFileURL.resolvingSymlinksInPath() == ownCheckout.resolvingSymlinksInPath()
    }

    /// Declares `suite` as an executable target that depends on LayoutWatch's `Runner`. SwiftPM
    /// writes a placeholder source for a new target; it is removed so the scaffold's `main.swift`
    /// is the target's only file.
    func addSuiteTarget(_ suite: String) async throws {
        let placeholder = directory.appendingPathComponent("Sources/\(suite)/\(suite).swift")
        let hadPlaceholder = FileManager.default.fileExists(atPath: placeholder.path)
        _ = try await Self.swift(["package", "add-target", suite, "--type", "executable"], in: directory, launcher: launcher)
        _ = try await Self.swift(["package", "add-target-dependency", "Runner", suite, "--package", layoutWatchIdentity],
                                 in: directory, launcher: launcher)
        if !hadPlaceholder { try? FileManager.default.removeItem(at: placeholder) }
    }

    private static func swift(_ arguments: [String], in directory: URL, launcher: SubprocessLauncher) async throws -> Data {
        let outcome = try await launcher.launch(LaunchRequest(
            executable: resolveExecutable("swift"), arguments: arguments, workingDirectory: directory.path,
            timeout: .seconds(300), marking: .stable))
        guard outcome.termination == .exited(0) else {
            let message = String(decoding: outcome.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CommandError("`swift \(arguments.joined(separator: " "))` failed in \(directory.path): \(message)")
        }
        return outcome.standardOutput
    }
}
