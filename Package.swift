// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "Causeway",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Causeway", targets: ["Causeway"]),
        .library(name: "CausewayHTTPFiles", targets: ["CausewayHTTPFiles"]),
        .library(name: "CausewayGTK", targets: ["CausewayGTK"]),
        .library(name: "CausewayTesting", targets: ["CausewayTesting"]),
        .library(name: "CausewayPackages", targets: ["CausewayPackages"]),
        .library(name: "CausewayPackagePages", targets: ["CausewayPackagePages"]),
        .library(name: "CausewayUpdateServer", targets: ["CausewayUpdateServer"]),
        .executable(name: "causeway", targets: ["causeway"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "CausewayHTTPFiles", swiftSettings: strictSettings),
        .target(
            name: "Causeway",
            dependencies: ["CausewayHTTPFiles", .product(name: "Logging", package: "swift-log")],
            resources: [
                .copy("Runtime/causeway.js"), .copy("Runtime/courier.js"), .copy("Runtime/causeway.d.ts"),
                .copy("Runtime/legacy-wvjb.js"), .copy("Runtime/legacy-invoke.js"), .copy("Runtime/console.js"),
                .copy("Runtime/container.js"), .copy("Runtime/components.js"),
            ],
            swiftSettings: strictSettings
        ),
        .systemLibrary(name: "CDeflate", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "CausewayPackages",
            dependencies: [
                "CDeflate",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CausewayPackagePages",
            dependencies: ["Causeway", "CausewayHTTPFiles", "CausewayPackages"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CausewayUpdateServer",
            dependencies: [
                "CausewayHTTPFiles", "CausewayPackages",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]
        ),
        .target(
            name: "CausewayGTK",
            dependencies: ["Causeway", .target(name: "CWebKitGTK", condition: linuxOnly)],
            resources: [.copy("Scripts/media-relay.js")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CausewayTesting",
            dependencies: [
                "Causeway", .target(name: "CausewayGTK", condition: linuxOnly),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CausewayShowcase",
            dependencies: [
                "Causeway",
                .target(name: "CausewayGTK", condition: linuxOnly),
                .target(name: "CWebKitGTK", condition: linuxOnly),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "causeway",
            dependencies: [
                "Causeway",
                .target(name: "CausewayGTK", condition: linuxOnly),
                .target(name: "CausewayShowcase", condition: linuxOnly),
                "CausewayPackages", "CausewayPackagePages", "CausewayUpdateServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Version", package: "Version"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "CausewayHTTPFilesTests", dependencies: ["CausewayHTTPFiles"], swiftSettings: strictSettings),
        .testTarget(
            name: "CausewayTests",
            dependencies: ["Causeway", "CausewayTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayPackagesTests",
            dependencies: [
                "Causeway", "CausewayPackages", "CausewayPackagePages", "CausewayTesting", "causeway",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayUpdateServerTests",
            dependencies: [
                "Causeway", "CausewayPackages", "CausewayPackagePages", "CausewayUpdateServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayGTKTests",
            dependencies: [
                "Causeway", "CausewayTesting", .target(name: "CausewayGTK", condition: linuxOnly),
                .target(name: "CausewayShowcase", condition: linuxOnly),
                "CausewayPackages", "CausewayPackagePages",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// The WKWebView engine builds only where Apple's WebKit exists. On Linux, CI compiles the same sources against a
// transcribed model of the Apple API in Tools/AppleAPIModel and runs their unit tests there.
#if canImport(Darwin)
package.products.append(.library(name: "CausewayWebKit", targets: ["CausewayWebKit"]))
package.targets.append(.target(
    name: "CausewayWebKit",
    dependencies: ["Causeway", .product(name: "Logging", package: "swift-log")],
    swiftSettings: strictSettings
))
#endif
