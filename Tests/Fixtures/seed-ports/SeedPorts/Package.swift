// swift-tools-version: 6.0
import PackageDescription

// The examples of the READMEs our users come from (ADLayoutTest, LayoutTest-iOS, TestKit,
// Obihiro), ported to LayoutWatch in a package of a user's own, each in the test framework it
// was written for, and once more as a LayoutWatch suite. LayoutWatch's end-to-end tests copy
// it and run it three ways: `swift test`, `layoutwatch run --swift-test` and `layoutwatch run`.
let package = Package(
    name: "SeedPorts",
    dependencies: [.package(path: "../../../..")],
    targets: [
        .target(name: "SeedApp", dependencies: [
            .product(name: "LayoutTesting", package: "LayoutWatch"), .product(name: "PageObjects", package: "LayoutWatch"),
        ]),
        .executableTarget(name: "SeedSuite", dependencies: ["SeedApp", .product(name: "Runner", package: "LayoutWatch")]),
        .testTarget(name: "ADLayoutTestPorts", dependencies: [
            "SeedApp", .product(name: "LayoutWatchXCTest", package: "LayoutWatch"),
        ]),
        .testTarget(name: "LayoutTestPorts", dependencies: [
            "SeedApp", .product(name: "LayoutWatchXCTest", package: "LayoutWatch"),
        ]),
        .testTarget(name: "TestKitPorts", dependencies: [
            "SeedApp", .product(name: "SpecTesting", package: "LayoutWatch"),
        ], resources: [.copy("Specs")]),
        .testTarget(name: "ObihiroPorts", dependencies: [
            "SeedApp", .product(name: "PageObjects", package: "LayoutWatch"),
        ]),
        .testTarget(name: "SwiftTestingPorts", dependencies: [
            "SeedApp", .product(name: "LayoutWatchTesting", package: "LayoutWatch"),
        ]),
    ]
)
