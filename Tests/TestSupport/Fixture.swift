import Foundation

/// A file under `Tests/Fixtures/`: the data the tests compare against (Chromium's layouts and
/// text widths, the JUnit schemas, the benchmark trees). Reading one that is missing throws
/// `FixtureError`, so the one test that needs it fails with the path and the fix, and every
/// other test still runs.
public struct Fixture: Sendable, CustomStringConvertible {
    /// `Tests/Fixtures/` in this checkout.
    public static let directory = Repository.url("Tests/Fixtures")

    /// The path below `Tests/Fixtures/`, e.g. `schemas/jenkins-xunit-junit-10.xsd`.
    public let path: String

    public init(_ path: String) { self.path = path }

    public var url: URL { Self.directory.appendingPathComponent(path) }
    public var description: String { "Tests/Fixtures/\(path)" }

    /// The file's URL, after checking that it is there.
    public func existingURL() throws -> URL {
        guard FileManager.default.fileExists(atPath: url.path) else { throw FixtureError(fixture: self) }
        return url
    }

    /// The file's bytes.
    public func data() throws -> Data {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw FixtureError(fixture: self) }
        return data
    }
}

/// A fixture file that is not in the checkout.
public struct FixtureError: Error, CustomStringConvertible {
    public let fixture: Fixture
    public var description: String {
        "missing fixture \(fixture) (looked at \(fixture.url.path)): the fixtures are part of the repository; "
            + "restore it with `git checkout -- Tests/Fixtures` (Tests/Fixtures/README.md lists where each comes from)"
    }
}

extension Fixture {
    /// This fixture (a package folder) copied to `destination`, made anew apart from its
    /// `.build` folder, so an end-to-end test rebuilds only what changed since the last run.
    public func copyPackage(to destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in try files.contentsOfDirectory(atPath: destination.path) where entry != ".build" {
            try files.removeItem(at: destination.appendingPathComponent(entry))
        }
        let source = try existingURL()
        for entry in try files.contentsOfDirectory(atPath: source.path) {
            try files.copyItem(at: source.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
    }
}
