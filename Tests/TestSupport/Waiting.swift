import Foundation

/// Waits until `condition` holds or `seconds` pass, looking every 25 ms; returns whether it held.
/// For what another process does (a daemon's event, a process ending), never a fixed sleep.
public func waitUntil(seconds: Double, _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try await Task.sleep(for: .milliseconds(25))
    }
    return true
}
