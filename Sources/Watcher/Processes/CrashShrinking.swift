import Foundation
import PropertyTesting
import TestReport

extension SuiteClient {
    /// Fresh children allowed for shrinking one crash, and the time they may take together.
    static let crashShrinkChildren = 200
    static let crashShrinkBudget: Duration = .seconds(60)
    /// The least time the last replay, which writes the backtrace, is given.
    static let backtraceTimeout: Duration = .seconds(60)

    /// Shrinks a crashing case in fresh children: each child shrinks from the smallest crash so
    /// far (`--crash-shrink TOKEN`) and announces every candidate before running it, so when one
    /// crashes the parent holds it and starts the next child from there; a child that finds no
    /// smaller crash ends the search. The minimal case is replayed once more with the runtime's
    /// JSON backtrace, for the message and the top frames.
    func shrinkCrash(_ test: TestDescriptor, first: TestResult, case original: AnnouncedCase) async -> TestResult {
        let started = ContinuousClock.now
        let ending = first.failure?.crash
        var best = original
        var bestResult = first  // the child that crashed on `best`: its stderr holds the message
        var children = 0, shrinks = 0
        while children < Self.crashShrinkChildren, ContinuousClock.now - started < Self.crashShrinkBudget {
            children += 1
            guard let choices = try? ChoiceToken(parsing: best.token) else { break }
            let next = await attempt(test, crashShrink: choices, environment: ["SWIFT_BACKTRACE": "enable=no"])
            guard next.result.status == .crashed, next.result.failure?.crash?.endedLike(ending) == true,
                  let smaller = next.lastCase, smaller.token != best.token else { break }
            best = smaller
            bestResult = next.result
            shrinks += 1
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-backtrace-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Writing a backtrace can take seconds on a loaded machine: give this replay room.
        var patient = self
        patient.timeout = max(timeout, Self.backtraceTimeout)
        let final = await patient.attempt(test, replay: .token(best.token), environment: [
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,format=json,output-to=\(folder.path)",
        ])
        let replayed = final.result.status == .crashed
        var result = replayed ? final.result : bestResult
        let frames = CrashText.frames(fromBacktraceIn: folder)
        var failure = result.failure ?? FailureDetail(message: "crashed")
        var crash = failure.crash ?? CrashReport(message: nil, frames: [])
        if !frames.isEmpty { crash.frames = frames }
        failure.crash = crash
        let headline = failure.message.prefix { $0 != "\n" }
        let command = ReplayCommandLine.make(test: test, token: best.token)
        let how = ending?.ending ?? "crashed"
        // The case as first generated: its seed generates it again (the token, the shrunk case).
        let seed = original.seed
        let replay = ReplayInfo(seed1: seed?.seed1, seed2: seed?.seed2, size: seed?.size, testsRun: original.index,
                                shrinks: shrinks, token: best.token, command: command)
        failure.replayLines = [
            how.prefix(1).uppercased() + how.dropFirst()
                + " during case #\(original.index) (\(shrinks) shrinks in \(children + 1) fresh processes):",
            best.input ?? "(the input was not announced)",
        ] + replay.lines
        failure.message = String(headline)
        failure.originalInput = original.input
        failure.shrunkInput = best.input
        failure.replay = replay
        if let note = saveCrash(best.token, of: test, seed: seed) { result.notes.append(note) }
        result.failure = failure
        result.casesRun = original.index
        result.duration = (ContinuousClock.now - started).inSeconds + first.duration
        if !replayed {
            result.notes.append("replaying the shrunk case alone for its backtrace ended \(final.result.status.rawValue), "
                                + "not crashed: the crash may depend on more than the input")
        }
        return result
    }

    /// Saves the shrunk crash in the example database, as a failure is saved, so the next run
    /// replays it first; returns a note when it could not.
    private func saveCrash(_ token: String, of test: TestDescriptor, seed: ExampleDatabase.Origin?) -> String? {
        guard let examplesDirectory, let choices = try? ChoiceToken(parsing: token) else { return nil }
        do { try ExampleDatabase(directory: examplesDirectory).save(choices, testID: test.id, origin: seed) } catch {
            return "could not save the crashing case to \(examplesDirectory): \(error)"
        }
        return nil
    }
}
