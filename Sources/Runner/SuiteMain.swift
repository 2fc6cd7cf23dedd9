import Foundation
import TestReport
import ViewTree
#if canImport(Glibc)
import Glibc
#endif

extension Suite {
    /// The suite executable's entry point. As a worker it speaks the JSON-lines protocol into
    /// the `--protocol-out` file (stdout and stderr stay the test's); run by hand it runs every
    /// test in-process and prints a readable summary.
    public func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let options: WorkerInvocation
        do { options = try WorkerInvocation(arguments: arguments) } catch {
            FileHandle.standardError.write(Data((VisibleText.terminal("\(name): \(error)") + "\n").utf8))
            exit(2)
        }
        var context = TestContext(
            specDirectories: options.specDirectories.map { URL(fileURLWithPath: $0) },
            stateDirectory: URL(fileURLWithPath: options.stateDirectory),
            fontPath: options.font ?? TestContext.defaultFontPath,
            strategy: options.strategy, maxTestsCount: options.maxTests)
        context.replay = options.replay?.strategy
        context.crashShrink = options.crashShrink
        context.specGenerators = generators
        switch options.mode {
        case .list:
            WorkerOutput.start(options.protocolOut)
            WorkerOutput.send(.tests(tests.map(\.descriptor)))
            exit(0)
        case let .run(id):
            WorkerOutput.start(options.protocolOut)
            guard let test = test(id: id) else {
                WorkerOutput.send(.log("no test with id \(id); known: \(tests.map(\.descriptor.id).joined(separator: ", "))"))
                exit(3)
            }
            var workerContext = context
            workerContext.emit = { WorkerOutput.send($0) }
            WorkerOutput.send(.result(test.run(in: workerContext)))
            exit(0)
        case .inProcess:
            exit(runInProcess(context, filter: options.filter) ? 0 : 1)
        }
    }

    /// Runs the tests one after another in this process; prints each failure and the closing
    /// line `N passed, M failed`. Returns whether all passed.
    package func runInProcess(_ context: TestContext, filter: String? = nil) -> Bool {
        var context = context
        context.specGenerators = generators
        let started = Date()
        var results: [TestResult] = []
        for test in tests where filter.map({ test.descriptor.id.contains($0) }) ?? true {
            let result = test.run(in: context)
            results.append(result)
            print(ResultText.line(result))
        }
        let summary = RunSummary(results: results, startedAt: started.timeIntervalSince1970,
                                 duration: Date().timeIntervalSince(started))
        print(summary.closingLine)
        return summary.allPassed
    }
}
