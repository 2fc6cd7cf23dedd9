// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Greeter",
    targets: [
        .target(name: "Greeter"),
        .testTarget(name: "GreeterTests", dependencies: ["Greeter"]),
        .testTarget(name: "GreeterXCTests", dependencies: ["Greeter"]),
    ]
)
