import Foundation
import LayoutChecks
import LayoutTesting
import PropertyTesting
import TestReport
import ViewTree

/// A stateful property test of a screen: sequences of up to `maxSteps` generated actions, each
/// run on a fresh, presented screen, with the invariants and the layout checks after every step.
/// A failing sequence shrinks (fewer steps, simpler arguments) and replays from its seed or token.
package struct ScreenTest<Object: PageObject>: Sendable {
    package var descriptor: TestDescriptor
    package var actions: [ScreenAction<Object>]
    package var invariants: [ScreenInvariant<Object>]
    package var checks: [any LayoutCheck]
    package var maxSteps: Int
    /// The test's own count and strategy; `nil` takes the run's (see `RunOptions`).
    package var maxTestsCount: Int?
    package var randomStrategy: RandomStrategy?
    /// Makes the page object of a fresh screen that lays text out with the measurer.
    package var object: @Sendable (any TextMeasurer) -> Object

    package init(_ name: String, suite: String, maxSteps: Int = 20, maxTestsCount: Int? = nil,
                randomStrategy: RandomStrategy? = nil, checks: [any LayoutCheck] = LayoutChecks.basic,
                object: @escaping @Sendable (any TextMeasurer) -> Object,
                @ScreenRulesBuilder<Object> rules: () -> [ScreenRule<Object>]) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .screen)
        var actions: [ScreenAction<Object>] = [], invariants: [ScreenInvariant<Object>] = []
        for rule in rules() {
            switch rule {
            case let .action(action): actions.append(action)
            case let .invariant(invariant): invariants.append(invariant)
            }
        }
        precondition(!actions.isEmpty, "screen test \(name) declares no ScreenAction; add at least one")
        self.actions = actions
        self.invariants = invariants
        self.checks = checks
        self.maxSteps = maxSteps
        self.maxTestsCount = maxTestsCount
        self.randomStrategy = randomStrategy
        self.object = object
    }

    /// Sequences of up to `maxSteps` calls; each picks an action (shrinking toward the first
    /// declared) and draws its argument.
    package var sequences: Gen<ActionSequence> {
        let actions = self.actions
        let call = Gen<Int>.integer(in: 0...(actions.count - 1)).flatMap { index in
            actions[index].argument.map { argument in
                ActionCall(action: index, name: actions[index].name, argument: argument?.value, argumentText: argument?.text)
            }
        }
        return call.array(count: 0...maxSteps).map(ActionSequence.init)
    }

    package func run(options: RunOptions = RunOptions(), measurer: any TextMeasurer) -> TestResult {
        let started = Date()
        let config = options.config(testID: descriptor.id, strategy: randomStrategy, maxTestsCount: maxTestsCount)
        let report = checkProperty(config: config, generator: sequences) { sequence, _ -> Verdict<ScreenRun> in
            let run = evaluate(sequence, measurer: measurer)
            return run.failed ? .fail(run) : .pass
        }
        var result = report.testResult(descriptor, duration: Date().timeIntervalSince(started)) { run in
            (run.message, run.steps.last?.violations ?? [], run.steps.last?.layout)
        }
        result.failure?.steps = (report.shrunk ?? report.original)?.evidence?.steps
        return result
    }

    /// Runs one sequence on a fresh screen and records every step that ran, up to the first
    /// that fails.
    package func evaluate(_ sequence: ActionSequence, measurer: any TextMeasurer) -> ScreenRun {
        let object = self.object(measurer)
        object.present()
        var steps: [FailureStep] = []
        if let failure = check(object, step: 0, action: "present", into: &steps) {
            return ScreenRun(steps: steps, message: "after present: \(failure)")
        }
        for call in sequence.calls {
            let action = actions[call.action]
            guard action.precondition(object) else { continue }
            let number = steps.count
            do {
                try action.perform(object, call.argument)
            } catch {
                steps.append(FailureStep(number: number, action: call.description, layout: object.host.tree.root,
                                         failure: "threw: \(error)"))
                return ScreenRun(steps: steps, message: "step \(number), \(call.description), threw: \(error)")
            }
            if let failure = check(object, step: number, action: call.description, into: &steps) {
                return ScreenRun(steps: steps, message: "step \(number), \(call.description): \(failure)")
            }
        }
        return ScreenRun(steps: steps, message: nil)
    }

    /// Records the step; returns why it fails, if it does.
    private func check(_ object: Object, step: Int, action: String, into steps: inout [FailureStep]) -> String? {
        let tree = object.host.tree
        let layout = tree.root
        let violations = LayoutChecks.run(checks, on: tree)
        var failure: String?
        let errors = violations.filter { $0.severity == .error }
        if !errors.isEmpty {
            let rules = Set(errors.map(\.rule)).sorted().joined(separator: ", ")
            failure = "\(errors.count) layout violation\(errors.count == 1 ? "" : "s") (\(rules))"
        } else if let broken = invariants.first(where: { !$0.holds(object) }) {
            failure = "invariant \"\(broken.name)\" does not hold"
        }
        steps.append(FailureStep(number: step, action: action, layout: layout, violations: violations, failure: failure))
        return failure
    }
}

/// What one sequence did: the steps that ran, and why the last failed (`nil` when none did).
package struct ScreenRun: Sendable {
    package var steps: [FailureStep]
    package var failed: Bool { failureMessage != nil }
    let failureMessage: String?
    package var message: String { failureMessage ?? "passed" }
    /// The actions that ran, without `present`.
    package var actions: [String] { steps.dropFirst().map(\.action) }

    init(steps: [FailureStep], message: String?) {
        self.steps = steps
        self.failureMessage = message
    }
}
