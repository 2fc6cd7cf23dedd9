import ViewTree
import TestReport

/// Results shaped like the ones the worker sends, for goldens and for the hostile-input tests.
enum SampleRuns {
    /// A card 320×200: a title, an image, a badge overlapping the title, a button pushed out.
    static let card = LaidOutNode(
        id: "card", role: "card", frame: Rect(x: 0, y: 0, width: 320, height: 200),
        backgroundColor: "#ffffff",
        children: [
            LaidOutNode(id: "header", frame: Rect(x: 16, y: 16, width: 288, height: 64), children: [
                LaidOutNode(id: "avatar", role: "image", frame: Rect(x: 0, y: 0, width: 64, height: 64)),
                LaidOutNode(id: "title", role: "text", text: "Weekly summary of sales",
                            frame: Rect(x: 76, y: 4, width: 150, height: 40),
                            textLayout: TextLayoutInfo(fontSize: 16, lineHeight: 20,
                                                       lines: ["Weekly summary of", "sales"],
                                                       truncated: false, neededSize: Size(width: 150, height: 40)),
                            color: "#1f2328"),
                LaidOutNode(id: "badge", role: "text", text: "99+", frame: Rect(x: 200, y: 0, width: 40.5, height: 24),
                            textLayout: TextLayoutInfo(fontSize: 12, lineHeight: 24, lines: ["99+"],
                                                       truncated: false, neededSize: Size(width: 24, height: 24)),
                            backgroundColor: "red", color: "white"),
            ]),
            LaidOutNode(id: "body", frame: Rect(x: 16, y: 96, width: 288, height: 80), clips: true, children: [
                LaidOutNode(id: "button", role: "button", frame: Rect(x: 200, y: 40, width: 120, height: 32),
                            backgroundColor: "url(javascript:alert(1))"),
            ]),
        ])

    static let violations = [
        Violation(rule: "overlap", message: "root/0/1#title and root/0/2#badge overlap by 26×24", nodes: [
            NodeReference(path: NodePath([0, 1]), id: "title", frame: Rect(x: 92, y: 20, width: 150, height: 40)),
            NodeReference(path: NodePath([0, 2]), id: "badge", frame: Rect(x: 216, y: 16, width: 40.5, height: 24)),
        ]),
        Violation(rule: "outOfBounds", message: "root/1/0#button sticks out of root/1#body by 32 px", nodes: [
            NodeReference(path: NodePath([1, 0]), id: "button", frame: Rect(x: 216, y: 136, width: 120, height: 32)),
            NodeReference(path: NodePath([1]), id: "body", frame: Rect(x: 16, y: 96, width: 288, height: 80)),
        ]),
    ]

    static func result(_ suite: String, _ name: String, _ kind: TestKind, _ status: TestStatus, _ duration: Double,
                       failure: FailureDetail? = nil, statistics: [Statistic] = [], notes: [String] = [],
                       output: CapturedOutput? = nil) -> TestResult {
        TestResult(descriptor: TestDescriptor(suite: suite, name: name, kind: kind), status: status,
                   duration: duration, casesRun: failure == nil ? 100 : 12, failure: failure,
                   statistics: statistics, notes: notes, output: output)
    }

    static func layoutFailure(message: String, input: String) -> FailureDetail {
        let replay = ReplayInfo(seed1: 12_345_678_901, seed2: 42, size: 7, testsRun: 12, shrinks: 5,
                                token: "lw1:AQIDBAU", command: "layoutwatch replay ExampleSuite/cardFits --token lw1:AQIDBAU")
        var failure = FailureDetail(
            message: message,
            replayLines: ["Falsifiable (after 12 tests, 5 shrinks)", input,
                          "Replay with 12345678901 42 and size 7", "Token lw1:AQIDBAU", replay.command],
            replay: replay, originalInput: "Card(title: \"Weekly summary of sales and returns\", badge: 1234)",
            shrunkInput: input, violations: violations, layout: card)
        let truncated = Violation(rule: "truncation", message: "text root/0/1#title \"Weekly summary of sales and returns\" needs 3 lines, limited to 2",
                                  nodes: [NodeReference(path: NodePath([0, 1]), id: "title", frame: Rect(x: 92, y: 20, width: 150, height: 40))],
                                  severity: .warning)
        failure.clusters = [
            ViolationCluster(rule: "overlap", paths: [NodePath([0, 1]), NodePath([0, 2])], cases: 9,
                             representative: violations[0], inShrunkCase: true),
            ViolationCluster(rule: "outOfBounds", paths: [NodePath([1, 0]), NodePath([1])], cases: 4,
                             representative: violations[1], inShrunkCase: true),
            ViolationCluster(rule: "truncation", paths: [NodePath([0, 1])], cases: 1, representative: truncated, inShrunkCase: false),
        ]
        return failure
    }

    /// Every status and kind once, with ordinary text.
    static let mixed = RunSummary(results: [
        result("ExampleSuite", "cardFits", .layout, .failed, 0.0421,
               failure: layoutFailure(message: "2 layout rules broken", input: "Card(title: \"Weekly summary of sales\", badge: 99)"),
               output: CapturedOutput(standardOutput: "laying out 12 cards\n", standardError: "")),
        result("ExampleSuite", "cardPasses", .layout, .passed, 0.0123),
        result("ExampleSuite", "reverseTwice", .property, .passed, 0.003_456_7, statistics: [
            Statistic(group: "length", label: "empty", count: 8, total: 100, required: 5, satisfied: true),
            Statistic(group: "length", label: "long", count: 30, total: 100),
            Statistic(group: "", label: "sorted", count: 3, total: 100, required: 10, satisfied: false),
        ]),
        result("ExampleSuite", "listFlaky", .property, .flaky, 1.5,
               failure: FailureDetail(message: "expected 3 items, got 2\nsecond line", replayLines: ["Falsifiable (after 3 tests, 0 shrinks)"])),
        result("ExampleSuite", "later", .layout, .skipped, 0, notes: ["skipped: needs fonts"]),
        result("Specs", "login.testkit", .spec, .crashed, 0.25, notes: ["signal 4 (SIGILL)", "no result line"]),
        result("Specs", "slow.testkit", .spec, .timedOut, 10),
        result("ExampleSuite", "editedCard", .layout, .interrupted, 0.8),
    ], startedAt: 1_795_000_000.5, duration: 11.8127, stale: true)

    /// Text XML 1.0 forbids or HTML would run: NUL, escape, bell, `]]>`, non-characters, a
    /// script tag, quotes, and bytes that are not UTF-8 (decoded to U+FFFD by Swift).
    static let hostileText = "a\u{0}b\u{1B}[31mred\u{7} ]]> \u{FFFE}\u{FFFF} \u{8}\u{1F} \"q\" 'a' & "
        + String(decoding: [0xC3, 0x28, 0xED, 0xA0, 0x80, 0xFF] as [UInt8], as: UTF8.self)
    static let script = "<script>document.body.setAttribute('data-pwned','yes')</script>"

    static let hostile = RunSummary(results: [
        result("Hostile\u{0}Suite\u{1B}", "name \(script) \(hostileText)", .layout, .failed, 0.000_4,
               failure: FailureDetail(message: "broken \(hostileText)\nline two \(script)",
                                      replayLines: ["Falsifiable (after 1 tests, 0 shrinks)", "input \(hostileText)"],
                                      replay: ReplayInfo(seed1: 1, seed2: 2, size: 3, testsRun: 1, shrinks: 0,
                                                         token: "tok\u{0}en]]>", command: "layoutwatch replay '\(script)'"),
                                      originalInput: hostileText, shrunkInput: script,
                                      violations: [Violation(rule: "overlap\u{1}", message: "m \(script)", nodes: [
                                          NodeReference(path: NodePath([0]), id: "<b>\u{0}", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                                      ])],
                                      layout: LaidOutNode(id: "\(script)\u{0}", text: hostileText, frame: Rect(x: 0, y: 0, width: 50, height: 20))),
               notes: ["note \(hostileText)"],
               output: CapturedOutput(standardOutput: "out \(script) \(hostileText)", standardError: "err \(script) ]]>\u{0}")),
        result("Hostile", "flaky \(hostileText)", .property, .flaky, 12345.67891,
               failure: FailureDetail(message: "]]>\u{0}")),
        result("Hostile", "crash \(script)", .spec, .protocolError, -1,
               failure: FailureDetail(message: "crashed \(script)",
                                      crash: CrashReport(message: "Fatal error: \(script)", frames: ["#0 \(hostileText)"]))),
        result("", "", .spec, .passed, .nan),
    ], startedAt: 0, duration: .infinity)
}
