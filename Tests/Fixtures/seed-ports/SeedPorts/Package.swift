// swift-tools-version: 6.0
import PackageDescription

// The examples of the READMEs our users come from (ADLayoutTest, LayoutTest-iOS, TestKit,
// Obihiro), ported to LayoutWatch in a package of a user's own, with the test frameworks the
// user already has. LayoutWatch's end-to-end tests copy it and run it three ways: `swift
// test`, `layoutwatch run --swift-test` and `layoutwatch run` (its suite).
let package = Package(
    name: "SeedPorts",
    dependencies: [.package(path: "../../../..")],
    targets: [
        .target(name: "SeedApp", dependencies: [.product(name: "LayoutTesting", package: "LayoutWatch")]),
        .testTarget(name: "ADLayoutTestPorts", dependencies: [
            "SeedApp", .product(name: "LayoutWatchXCTest", package: "LayoutWatch"),
        ]),
        .testTarget(name: "SwiftTestingPorts", dependencies: [
            "SeedApp", .product(name: "LayoutWatchTesting", package: "LayoutWatch"),
        ]),
    ]
)
