import PropertyTesting

/// The suite executable's command line, typed: what the daemon, `layoutwatch replay` and the
/// tests ask of a worker, and what the worker reads. `arguments` and `init(arguments:)` are the
/// one place that knows the flags, which stay readable so a person can run a suite by hand:
///
///     Suite [worker (--list | --run ID)] [--protocol-out FILE] [--spec-dir D]… [--state-dir D]
///           [--font F] [--max-tests N] [--strategy random|consistent]
///           [--seed S1 S2 SIZE | --token T] [--crash-shrink T] [--filter TEXT]
public struct WorkerInvocation: Sendable, Codable, Equatable {
    public enum Mode: Sendable, Codable, Equatable {
        /// Run by hand: every test in this process, a readable summary.
        case inProcess
        /// `worker --list`: send the tests.
        case list
        /// `worker --run ID`: run one test.
        case run(String)
    }

    public var mode: Mode
    /// Read in order, a spec file from the first that holds it; never empty.
    public var specDirectories: [String]
    public var stateDirectory: String
    public var font: String?
    /// For the tests that name none; only a named strategy (`RandomStrategy.named`) is passed on.
    public var strategy: RandomStrategy?
    public var maxTests: Int?
    /// For every test, in place of its own strategy.
    public var replay: ReplayTarget?
    /// The choices of a case that crashed a worker: shrink it, counting only crashes.
    public var crashShrink: ChoiceToken?
    /// Run by hand: only the tests whose id contains it.
    public var filter: String?
    /// Where a worker writes its protocol lines; stdout when absent (a worker run by hand).
    public var protocolOut: String?

    public static let defaultSpecDirectory = "Specs"
    public static let defaultStateDirectory = ".layoutwatch"

    public init(mode: Mode = .inProcess, specDirectories: [String] = [defaultSpecDirectory],
                stateDirectory: String = defaultStateDirectory, font: String? = nil, strategy: RandomStrategy? = nil,
                maxTests: Int? = nil, replay: ReplayTarget? = nil, crashShrink: ChoiceToken? = nil,
                filter: String? = nil, protocolOut: String? = nil) {
        self.mode = mode
        self.specDirectories = specDirectories
        self.stateDirectory = stateDirectory
        self.font = font
        self.strategy = strategy
        self.maxTests = maxTests
        self.replay = replay
        self.crashShrink = crashShrink
        self.filter = filter
        self.protocolOut = protocolOut
    }

    public var arguments: [String] {
        var words: [String]
        switch mode {
        case .inProcess: words = []
        case .list: words = ["worker", "--list"]
        case let .run(id): words = ["worker", "--run", id]
        }
        if let protocolOut { words += ["--protocol-out", protocolOut] }
        words += specDirectories.flatMap { ["--spec-dir", $0] }
        words += ["--state-dir", stateDirectory]
        if let font { words += ["--font", font] }
        if let maxTests { words += ["--max-tests", String(maxTests)] }
        if let name = strategy?.name { words += ["--strategy", name] }
        words += replay?.arguments ?? []
        if let crashShrink { words += ["--crash-shrink", crashShrink.description] }
        if let filter { words += ["--filter", filter] }
        return words
    }

    /// Reads a command line `arguments` wrote, or one a person typed; a later flag of the same
    /// name wins, except `--spec-dir`, which adds a directory.
    public init(arguments: [String]) throws(UsageError) {
        self.init()
        var rest = arguments[...]
        var specDirectories: [String] = []
        func value(_ flag: String, _ what: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(flag) needs \(what) after it") }
            return next
        }
        func number<T: FixedWidthInteger>(_ flag: String, _ what: String) throws(UsageError) -> T {
            let text = try value(flag, what)
            guard let number = T(text) else {
                throw UsageError("\(flag): '\(text)' is not a whole number; give \(what), as the failure printed it")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "worker": continue
            case "--list": mode = .list
            case "--run": mode = .run(try value(argument, "a test id"))
            case "--protocol-out": protocolOut = try value(argument, "a file")
            case "--spec-dir": specDirectories.append(try value(argument, "a directory"))
            case "--state-dir": stateDirectory = try value(argument, "a directory")
            case "--font": font = try value(argument, "a font file")
            case "--max-tests": maxTests = try number(argument, "a count of cases")
            case "--filter": filter = try value(argument, "the text test ids must contain")
            case "--strategy":
                let name = try value(argument, RandomStrategy.namesText)
                guard let named = RandomStrategy(name: name) else {
                    throw UsageError("--strategy: unknown strategy '\(name)'; use \(RandomStrategy.namesText)")
                }
                strategy = named
            case ReplayTarget.seedFlag:
                replay = .seed(seed1: try number(argument, "the seed pair and size"),
                               seed2: try number(argument, "the seed pair and size"),
                               size: try number(argument, "the seed pair and size"))
            case ReplayTarget.tokenFlag: replay = .token(try value(argument, "a choice token"))
            case "--crash-shrink":
                let text = try value(argument, "a choice token")
                do { crashShrink = try ChoiceToken(parsing: text) } catch {
                    throw UsageError("--crash-shrink: \(error)")
                }
            default:
                throw UsageError("unknown argument '\(argument)'; a suite takes \(Self.usage)")
            }
        }
        if !specDirectories.isEmpty { self.specDirectories = specDirectories }
    }

    static let usage = "[worker (--list | --run ID)] [--protocol-out FILE] [--spec-dir D]… [--state-dir D] [--font F] "
        + "[--max-tests N] [--strategy random|consistent] [--seed S1 S2 SIZE | --token T] [--crash-shrink T] [--filter TEXT]"

    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
