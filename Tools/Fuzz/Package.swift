// swift-tools-version: 6.2
// Fuzz targets for every decoder of bytes that a page or a network peer controls: one libFuzzer executable per
// target over the checks in FuzzChecks. `scripts/fuzz` builds the executables with libFuzzer and the address
// sanitizer and runs them, each from its committed corpus and fail cases; without `-DFUZZING` each executable
// replays the files it is given.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The targets, each an executable named `fuzz-NAME` over `FuzzTarget.NAME`'s check.
let targets = ["receive-path", "package-documents", "package-archive", "component-props", "legacy-url", "http-headers",
               "trace-lines", "built-in-methods", "wire-json"]

let package = Package(
    name: "CausewayFuzz",
    dependencies: [
        .package(name: "Causeway", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
    ],
    targets: [
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayHTTPFiles", package: "Causeway"),
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "CausewayTesting", package: "Causeway"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "CLibFuzzer"),
    ] + targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)", dependencies: ["FuzzChecks", "CLibFuzzer"], path: "Sources/Targets/\(name)",
            swiftSettings: strictSettings
        )
    }
)
