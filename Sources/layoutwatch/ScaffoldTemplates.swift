/// The files `layoutwatch init` writes: a suite with one layout test and one spec test, its
/// spec file and a config.json. The README shows them as they are written for `LayoutSuite`.
enum ScaffoldTemplates {
    static func suiteMain(suite: String, specFile: String) -> String {
        #"""
        import Runner

        /// A greeting row: an avatar beside a name that takes the rest of the width.
        func GreetingView(name: String) -> some ViewConvertible {
            Row(spacing: 12) {
                Image(width: 44, height: 44).id("avatar").accessibilityLabel("Avatar")
                Text("Hello, \(name)!", size: 17, lineLimit: 2).id("greeting").grow(1).shrink(1)
            }
            .id("row").frame(width: 320, height: 80).padding(16).align(.center)
        }

        /// The code the spec test checks: whether sign-up accepts a user name.
        func isValidUserName(_ name: String) -> Bool {
            (3...20).contains(name.count) && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        let suite = Suite("\#(suite)") {
            // Random names laid out in 320×80 and checked for overlaps and overflow; a failure shrinks.
            Layout("greeting", in: Size(width: 320, height: 80), generator: Gen<String>.words) { name in
                GreetingView(name: name)
            }
            // The cases live in Specs/\#(specFile); edit it while `layoutwatch watch` runs.
            Spec("userNames", file: "\#(specFile)") { (name: String) in isValidUserName(name) }
        }
        suite.main()

        """#
    }

    static let specFileName = "UserNames.testkit"

    static let spec = """
        {
        "test-description": "Which user names sign-up accepts",
        "test-cases": [
        \t{ "name": "Letters, digits and underscores", "inputs": ["ada", "grace_hopper", "R2D2"], "expected-output": true },
        \t{ "name": "Too short or too long", "inputs": ["al", "a_name_that_is_far_too_long"], "expected-output": false },
        \t{ "name": "Spaces and punctuation", "inputs": ["ada lovelace", "ada!"], "expected-output": false }
        ]
        }

        """

    static func config(suite: String, specs: String) -> String {
        """
        {
          "version": 1,
          "watch": { "sources": ["Sources"], "specs": ["\(specs)"] },
          "run": { "product": "\(suite)" },
          "reports": { "directory": "layoutwatch-report", "junit": "layoutwatch-report/junit.xml" }
        }

        """
    }

    /// Lines `init` adds to `.gitignore`: the reports and the example database are outputs.
    static let ignoredPaths = ["/layoutwatch-report/", "/.layoutwatch/"]
}
