import Foundation
import Synchronization
import TestReport
import Watcher

/// Watches config.json while the daemon runs: a valid edit is taken up at the next pass; a broken
/// one is reported once, with its diagnostic, and the running configuration is kept.
final class ConfigWatch: Sendable {
    let url: URL
    private struct State {
        var contents: Data?
        var pending: Configuration?
    }
    private let state: Mutex<State>
    private let report: @Sendable (String) -> Void

    init(url: URL, report: @escaping @Sendable (String) -> Void) {
        self.url = url
        self.report = report
        state = Mutex(State(contents: FileManager.default.contents(atPath: url.path)))
    }

    /// Whether the file now holds a new, valid configuration (then `take()` returns it).
    func changed() -> Bool {
        let contents = FileManager.default.contents(atPath: url.path)
        return state.withLock { state in
            guard contents != state.contents else { return state.pending != nil }
            state.contents = contents
            do {
                state.pending = try Configuration.load(from: url)
            } catch {
                report("config.json changed but cannot be used; keeping the running configuration: \(error)")
            }
            return state.pending != nil
        }
    }

    func take() -> Configuration? {
        state.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
    }
}
