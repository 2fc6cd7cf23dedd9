// swift-tools-version: 6.2
import PackageDescription

/// Every target is compiled in the Swift 6 language mode, with strict memory safety: an unsafe
/// construct outside an `Unsafe/` folder is an error (`scripts/unsafe-fence` checks the folders).
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6), .strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]

let package = Package(
    name: "LayoutWatch",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .library(name: "SpecTesting", targets: ["SpecTesting"]),
        .library(name: "PageObjects", targets: ["PageObjects"]),
        .library(name: "Runner", targets: ["Runner"]),
        // Adapters for the test frameworks users already have; the engine links neither.
        .library(name: "LayoutWatchXCTest", targets: ["LayoutWatchXCTest"]),
        .library(name: "LayoutWatchTesting", targets: ["LayoutWatchTesting"]),
        .executable(name: "layoutwatch", targets: ["layoutwatch"]),
        .executable(name: "layoutwatch-bench", targets: ["layoutwatch-bench"]),
        .executable(name: "ExampleSuite", targets: ["ExampleSuite"]),
        // `swift package layoutwatch …` in a package that depends on LayoutWatch.
        .plugin(name: "LayoutWatchCommand", targets: ["LayoutWatchCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `swift package generate-documentation` (the DocC catalog in Sources/LayoutTesting).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .plugin(name: "LayoutWatchCommand",
                capability: .command(intent: .custom(verb: "layoutwatch", description: "Run layoutwatch (init, run, watch, replay, open, …) on this package"),
                                     permissions: [.writeToPackageDirectory(reason: "layoutwatch writes its reports, its state and, with init, a suite into the package")]),
                dependencies: ["layoutwatch"]),
        // Layer 0: domain-free foundations and C libraries.
        .target(name: "PropertyTesting", swiftSettings: swift6),
        // The one JSON parser, its values and the diagnostics every reader of a user's file gives.
        .target(name: "JSONSource", swiftSettings: swift6),
        .target(name: "ViewTree", dependencies: ["JSONSource"], swiftSettings: swift6),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CProcessShims"),
        .target(name: "CMemoryHints"),
        // The bench's bare C walk, the floor a poll is measured against.
        .target(name: "CTreeWalk"),
        // Layer 1: layout, text, the result model and its wire protocol.
        .target(name: "FlexLayout", dependencies: ["ViewTree", "CMemoryHints"], swiftSettings: swift6),
        .target(name: "TextShaping", dependencies: ["ViewTree", "CHarfBuzz"], swiftSettings: swift6),
        .target(name: "TestReport", dependencies: ["JSONSource", "ViewTree", "PropertyTesting"], swiftSettings: swift6),
        // Layer 2: checks and rendering.
        .target(name: "LayoutChecks", dependencies: ["ViewTree", "TestReport"], swiftSettings: swift6),
        .target(name: "SVGRender", dependencies: ["ViewTree", "TestReport"], swiftSettings: swift6),
        .target(name: "HierarchyImport", dependencies: ["JSONSource", "ViewTree", "TestReport", "CLibXML2"], swiftSettings: swift6),
        // Layer 3: what users import.
        .target(name: "LayoutTesting",
                dependencies: ["PropertyTesting", "ViewTree", "FlexLayout", "TextShaping",
                               "LayoutChecks", "TestReport", "SVGRender"],
                swiftSettings: swift6),
        .target(name: "LayoutWatchXCTest", dependencies: ["LayoutTesting", "TestReport"], swiftSettings: swift6),
        .target(name: "LayoutWatchTesting", dependencies: ["LayoutTesting", "TestReport"], swiftSettings: swift6),
        .target(name: "SpecTesting", dependencies: ["JSONSource", "TestReport"], swiftSettings: swift6),
        .target(name: "PageObjects",
                dependencies: ["LayoutTesting", "PropertyTesting", "ViewTree", "FlexLayout", "LayoutChecks", "TestReport"],
                swiftSettings: swift6),
        // Web pages in a long-lived headless Chromium, read into laid-out trees.
        .target(name: "BrowserPages",
                dependencies: ["LayoutTesting", "LayoutChecks", "ViewTree", "TestReport", "PropertyTesting", "CProcessShims",
                               .product(name: "Mustache", package: "swift-mustache")],
                swiftSettings: swift6),
        // Chromium as the judge of the engine: the one page a tree becomes, and the differential fuzzer.
        .target(name: "LayoutOracle",
                dependencies: ["BrowserPages", "FlexLayout", "TextShaping", "ViewTree", "JSONSource", "PropertyTesting"],
                swiftSettings: swift6),
        // Layer 4: the worker side, the daemon's machinery, the reports.
        .target(name: "Runner",
                dependencies: ["JSONSource", "LayoutTesting", "LayoutChecks", "SpecTesting", "PageObjects", "TestReport", "PropertyTesting",
                               "TextShaping", "ViewTree", "CProcessShims", "BrowserPages"],
                swiftSettings: swift6),
        .target(name: "Watcher",
                dependencies: ["JSONSource", "TestReport", "PropertyTesting", "CProcessShims",
                               .product(name: "Subprocess", package: "swift-subprocess"),
                               .product(name: "Logging", package: "swift-log")],
                swiftSettings: swift6),
        .target(name: "Reports",
                dependencies: ["JSONSource", "TestReport", "SVGRender", "CLibXML2",
                               .product(name: "Mustache", package: "swift-mustache")],
                swiftSettings: swift6),
        // Layer 5: the command line.
        .executableTarget(name: "layoutwatch",
                          dependencies: ["JSONSource", "Watcher", "Reports", "Runner", "TestReport", "ViewTree", "FlexLayout",
                                         "TextShaping", "LayoutChecks", "HierarchyImport", "BrowserPages", "LayoutTesting", "LayoutOracle",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                         .product(name: "Logging", package: "swift-log"),
                                         .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
                          swiftSettings: swift6),
        .executableTarget(name: "layoutwatch-bench",
                          dependencies: ["PropertyTesting", "ViewTree", "FlexLayout", "TextShaping",
                                         "LayoutTesting", "LayoutChecks", "Watcher", "Reports", "TestReport",
                                         "ExampleCards", "PageObjects", "CTreeWalk", "BrowserPages", "LayoutOracle",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: swift6),
        // The bundled example that config.json points at.
        .target(name: "ExampleCards", dependencies: ["LayoutTesting", "PropertyTesting", "ViewTree", "PageObjects"], swiftSettings: swift6),
        .executableTarget(name: "ExampleSuite",
                          dependencies: ["ExampleCards", "Runner", "LayoutTesting", "SpecTesting", "PropertyTesting"],
                          exclude: ["Specs"],
                          swiftSettings: swift6),
        // The README's "Writing tests" suite, compiled and run by the tests.
        .executableTarget(name: "CardSuite", dependencies: ["Runner"], exclude: ["Specs"], swiftSettings: swift6),
        // A suite that misbehaves on purpose (crashes, hangs, orphans, output) for the fault tests.
        .executableTarget(name: "FaultSuite", dependencies: ["Runner"], path: "Tests/FaultSuite", swiftSettings: swift6),
        // libFuzzer targets, one per parser of user-controlled bytes (scripts/fuzz builds them with
        // -sanitize=fuzzer -D FUZZING; a plain build makes each a replayer of the files it is given).
        .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"], path: "Fuzz/FuzzSupport", swiftSettings: swift6),
        .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport", "Watcher"], path: "Fuzz/FuzzConfig", swiftSettings: swift6),
        .executableTarget(name: "FuzzViewTreeJSON", dependencies: ["FuzzSupport", "ViewTree"], path: "Fuzz/FuzzViewTreeJSON", swiftSettings: swift6),
        .executableTarget(name: "FuzzCSSValues", dependencies: ["FuzzSupport", "ViewTree"], path: "Fuzz/FuzzCSSValues", swiftSettings: swift6),
        .executableTarget(name: "FuzzTestKit", dependencies: ["FuzzSupport", "SpecTesting"], path: "Fuzz/FuzzTestKit", swiftSettings: swift6),
        .executableTarget(name: "FuzzLayoutSpec", dependencies: ["FuzzSupport", "Runner"], path: "Fuzz/FuzzLayoutSpec", swiftSettings: swift6),
        .executableTarget(name: "FuzzAssertions", dependencies: ["FuzzSupport", "LayoutChecks"], path: "Fuzz/FuzzAssertions", swiftSettings: swift6),
        .executableTarget(name: "FuzzUIAutomator", dependencies: ["FuzzSupport", "HierarchyImport"], path: "Fuzz/FuzzUIAutomator", swiftSettings: swift6),
        .executableTarget(name: "FuzzResultsFile", dependencies: ["FuzzSupport", "Reports"], path: "Fuzz/FuzzResultsFile", swiftSettings: swift6),
        .executableTarget(name: "FuzzRunHistory", dependencies: ["FuzzSupport", "Reports"], path: "Fuzz/FuzzRunHistory", swiftSettings: swift6),
        .executableTarget(name: "FuzzWorkerProtocol", dependencies: ["FuzzSupport", "TestReport"], path: "Fuzz/FuzzWorkerProtocol", swiftSettings: swift6),
        // Not a parser: the layout engine and HarfBuzz on trees made from the bytes, under ASan.
        .executableTarget(name: "FuzzLayout", dependencies: ["FuzzSupport", "FlexLayout", "TextShaping", "ViewTree"],
                          path: "Fuzz/FuzzLayout", swiftSettings: swift6),
        // The engine's and the watcher's concurrent code, many tasks at once: what
        // `scripts/sanitize --ci thread` builds and runs under ThreadSanitizer.
        .executableTarget(name: "RaceHarness", dependencies: ["FlexLayout", "TextShaping", "ViewTree", "TestReport", "Watcher"],
                          path: "Tests/RaceHarness", swiftSettings: swift6),
        // Tests (Swift Testing). TestSupport finds the repository, its fixtures and goldens.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swift6),
        .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting", "TestSupport"], swiftSettings: swift6),
        .testTarget(name: "PageObjectsTests",
                    dependencies: ["PageObjects", "ExampleCards", "TextShaping", "Reports", "SVGRender", "TestReport", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        .testTarget(name: "FlexLayoutTests", dependencies: ["FlexLayout", "ViewTree", "TextShaping", "PropertyTesting", "TestSupport"], swiftSettings: swift6),
        .testTarget(name: "LayoutOracleTests",
                    dependencies: ["LayoutOracle", "FlexLayout", "TextShaping", "ViewTree", "JSONSource", "TestSupport"],
                    swiftSettings: swift6),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "ViewTree", "TestSupport"], swiftSettings: swift6),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "SVGRender", "TestReport", "ViewTree", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        // Tests written for TestKit, ported by changing only the import (the library links no XCTest).
        .testTarget(name: "TestKitPortTests", dependencies: ["SpecTesting", "ExampleCards", "Runner"], resources: [.copy("Specs")],
                    swiftSettings: swift6),
        .testTarget(name: "AdapterTests", dependencies: ["LayoutWatchXCTest", "LayoutWatchTesting", "TestSupport"],
                    swiftSettings: swift6),
        .testTarget(name: "LayoutChecksTests",
                    dependencies: ["LayoutChecks", "TestReport", "ViewTree", "FlexLayout", "TextShaping", "ExampleCards", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        .testTarget(name: "BrowserPagesTests",
                    dependencies: ["BrowserPages", "LayoutTesting", "LayoutChecks", "PropertyTesting", "TestReport", "ViewTree", "TestSupport"],
                    swiftSettings: swift6),
        .testTarget(name: "HierarchyImportTests", dependencies: ["HierarchyImport", "ViewTree", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        .testTarget(name: "LayoutTestingTests",
                    dependencies: ["LayoutTesting", "ExampleCards", "TestReport", "TextShaping", "ViewTree", "Reports", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        .testTarget(name: "SpecTestingTests",
                    dependencies: ["SpecTesting", "Runner", "TestReport", "ExampleCards", "Reports", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        .testTarget(name: "RunnerTests", dependencies: ["Runner", "LayoutTesting", "TestReport", "TestSupport"], swiftSettings: swift6),
        .testTarget(name: "TestReportTests", dependencies: ["TestReport", "JSONSource", "TestSupport"], swiftSettings: swift6),
        .testTarget(name: "WatcherTests", dependencies: ["Watcher", "TestReport", "ViewTree", "PropertyTesting", "TestSupport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
        // The `layoutwatch` executable end to end: commands, the daemon, user packages, faults.
        .testTarget(name: "LayoutWatchTests",
                    dependencies: ["JSONSource", "LayoutTesting", "LayoutChecks", "SVGRender", "Reports", "SpecTesting",
                                   "Runner", "Watcher", "TestReport", "ExampleCards", "ViewTree",
                                   "FlexLayout", "TextShaping", "PropertyTesting", "TestSupport", "HierarchyImport"],
                    exclude: ["Goldens"], swiftSettings: swift6),
    ]
)
