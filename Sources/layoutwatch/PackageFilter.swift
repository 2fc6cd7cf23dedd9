import Foundation
import Watcher

extension WatchFilter {
    /// The filter for the watched package: `watch.ignore`, the package's `.gitignore`, and the
    /// resources its targets declare (read with `swift package dump-package` when the suite is
    /// built with SwiftPM; without it, only sources, manifests and specs count).
    static func forPackage(_ session: Session) async -> WatchFilter {
        let config = session.config
        let package = URL(fileURLWithPath: session.packageDirectory)
        let gitignore = (try? String(contentsOf: package.appendingPathComponent(".gitignore"), encoding: .utf8)) ?? ""
        var resources: [String] = []
        if config.run.build.first.map({ ($0 as NSString).lastPathComponent == "swift" }) == true,
           let dump = try? await PackageManifest.dump(package, launcher: session.launcher) {
            for target in dump["targets"]?.arrayValue ?? [] {
                guard let name = target["name"]?.stringValue else { continue }
                let kind = target["type"]?.stringValue ?? "regular"
                let base = target["path"]?.stringValue ?? (kind == "test" ? "Tests/\(name)" : "Sources/\(name)")
                for resource in target["resources"]?.arrayValue ?? [] {
                    if let path = resource["path"]?.stringValue {
                        resources.append(package.appendingPathComponent(base).appendingPathComponent(path).standardizedFileURL.path)
                    }
                }
            }
        }
        return WatchFilter(ignored: config.watch.ignore, gitignore: GitIgnore(gitignore), gitignoreBase: package.path,
                           resources: resources)
    }
}
