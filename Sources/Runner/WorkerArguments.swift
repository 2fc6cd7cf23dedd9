import Foundation
import PropertyTesting

/// The suite executable's command line, shared by worker mode and by-hand runs:
///
///     Suite [worker (--list | --run ID) [--protocol-out FILE]] [--spec-dir D]… [--state-dir D] [--font F]
///           [--strategy random|consistent] [--max-tests N] [--replay-seed S1 S2 SIZE]
///           [--replay-token T] [--crash-shrink T] [--filter TEXT]
struct WorkerArguments: Equatable {
    enum Mode: Equatable { case inProcess, list, run(String) }
    var mode: Mode = .inProcess
    /// `--spec-dir` may be given once per spec directory; without it, `Specs`.
    var specDirectories: [String] = []
    var stateDirectory = ".layoutwatch"
    var font: String?
    /// `--strategy`: for the tests that name none.
    var strategy: RandomStrategy?
    /// `--replay-seed`, `--replay-token`: for every test, in place of its own.
    var replay: RandomStrategy?
    var maxTests: Int?
    var filter: String?
    /// Where a worker writes its protocol lines; stdout when absent (a worker run by hand).
    var protocolOut: String?
    /// The choices of a case that crashed a worker: shrink it, counting only crashes.
    var crashShrink: ChoiceToken?

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return next
        }
        func number<T: FixedWidthInteger>(_ flag: String, _ text: String) throws -> T {
            guard let number = T(text) else { throw UsageError(description: "\(flag): '\(text)' is not a whole number") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "worker": continue
            case "--list": mode = .list
            case "--run": mode = .run(try value(argument))
            case "--spec-dir": specDirectories.append(try value(argument))
            case "--state-dir": stateDirectory = try value(argument)
            case "--font": font = try value(argument)
            case "--max-tests": maxTests = try number(argument, try value(argument))
            case "--filter": filter = try value(argument)
            case "--protocol-out": protocolOut = try value(argument)
            case "--crash-shrink":
                let text = try value(argument)
                do { crashShrink = try ChoiceToken(parsing: text) } catch {
                    throw UsageError(description: "--crash-shrink: '\(text)' is not a choice token: \(error)")
                }
            case "--strategy":
                switch try value(argument) {
                case "random": strategy = .random
                case "consistent": strategy = .consistent
                case let other: throw UsageError(description: "--strategy: unknown strategy '\(other)'; use random or consistent")
                }
            case "--replay-seed":
                replay = .replay(seed1: try number(argument, try value(argument)),
                                   seed2: try number(argument, try value(argument)),
                                   size: try number(argument, try value(argument)))
            case "--replay-token": replay = .replay(choices: try value(argument))
            default:
                throw UsageError(description: "unknown argument '\(argument)'; see the usage in the suite's README")
            }
        }
        if specDirectories.isEmpty { specDirectories = ["Specs"] }
    }
}
