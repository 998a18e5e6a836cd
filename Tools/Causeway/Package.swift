// swift-tools-version: 6.2
// The update server and the `causeway` command-line tool, with their tests: a package of its own beside the
// libraries in the root package, which it uses by path, so that an app adding Causeway resolves none of what only
// they need (Hummingbird, SwiftNIO, GRDB, PostgresNIO, swift-http-types, swift-argument-parser).
//
// Build it with `--disable-build-manifest-caching`: a cached build manifest misses files added to the root package.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "CausewayTools",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CausewayUpdateServer", targets: ["CausewayUpdateServer"]),
        // The update server alone, for server hosts: it links no GTK, WebKit or showcase module.
        .executable(name: "causeway-server", targets: ["causeway-server"]),
    ],
    dependencies: [
        .package(name: "Causeway", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // The update server's OpenAPI document, HTTP/openapi.json, as Swift text the server carries.
        .executableTarget(name: "embed-openapi-document", swiftSettings: strictSettings),
        .plugin(name: "EmbedOpenAPIDocument", capability: .buildTool(), dependencies: ["embed-openapi-document"]),
        .target(
            name: "CausewayUpdateServer",
            dependencies: [
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "CausewayHTTPFiles", package: "Causeway"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Version", package: "Version"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            exclude: ["HTTP/openapi.json"],
            swiftSettings: strictSettings,
            plugins: ["EmbedOpenAPIDocument"]
        ),
        // `serve`, as both `causeway-server` and the `causeway` tool run it.
        .target(
            name: "CausewayServerCommand",
            dependencies: [
                "CausewayUpdateServer",
                .product(name: "CausewayTerminal", package: "Causeway"),
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "causeway-server",
            dependencies: [
                "CausewayServerCommand",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // The markdown page of every command's help that `causeway reference` and `causeway-bench reference` write.
        .target(
            name: "CommandReference",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        // `causeway-call-cost N`: N page→native calls on the in-memory engine, which scripts/call-cost counts the
        // instructions of.
        .executableTarget(
            name: "causeway-call-cost",
            dependencies: [
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayTesting", package: "Causeway"),
            ],
            swiftSettings: strictSettings
        ),
        // The root package's test tooling, its CausewayTestSupport folder (linked here): programs started as child
        // processes, loopback ports, and on Linux the WebKitGTK harness, the pointer and keyboard, Tesseract and the
        // docs' pictures. The root package declares it as no product, so that no app sees it; here it is a module of
        // another name, so that the two packages' builds in one scratch folder never write the same module.
        .target(
            name: "CausewayToolTestSupport",
            dependencies: [
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayTesting", package: "Causeway"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayUpdateServerTests",
            dependencies: [
                "CausewayUpdateServer",
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayContract", package: "Causeway"),
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "CausewayPackagePages", package: "Causeway"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Version", package: "Version"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// The tool opens pages in a GTK window (`run`, `dev`), and the benchmarks measure the GTK engine, so they and the
// tests that run the tool are declared where the root package declares its GTK targets: on Linux.
#if os(Linux)
package.products += [
    .executable(name: "causeway", targets: ["causeway"]),
    .executable(name: "causeway-bench", targets: ["causeway-bench"]),
]
package.targets += [
    // `causeway dev`: the root package's development tools on the showcase's app; a library so that its tests drive
    // it in the test process.
    .target(
        name: "CausewayDevSession",
        dependencies: [
            .product(name: "Causeway", package: "Causeway"),
            .product(name: "CausewayDev", package: "Causeway"),
            .product(name: "CausewayGTK", package: "Causeway"),
            .product(name: "CausewayShowcase", package: "Causeway"),
            .product(name: "CausewayShowcasePlugins", package: "Causeway"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "CausewayDevSessionTests",
        dependencies: [
            "CausewayDevSession",
            .product(name: "Causeway", package: "Causeway"),
            .product(name: "CausewayDev", package: "Causeway"),
            .product(name: "CausewayGTK", package: "Causeway"),
            .product(name: "CWebKitGTK", package: "Causeway"),
            .product(name: "CausewayTesting", package: "Causeway"),
            "CausewayToolTestSupport",
        ],
        swiftSettings: strictSettings
    ),
    .executableTarget(
        name: "causeway",
        dependencies: [
            "CausewayUpdateServer",
            "CausewayServerCommand",
            "CausewayDevSession",
            "CommandReference",
            .product(name: "CausewayDev", package: "Causeway"),
            .product(name: "Causeway", package: "Causeway"),
            .product(name: "CausewayTerminal", package: "Causeway"),
            .product(name: "CausewayGTK", package: "Causeway"),
            .product(name: "CausewayShowcase", package: "Causeway"),
            .product(name: "CausewayShowcasePlugins", package: "Causeway"),
            .product(name: "CausewayPackages", package: "Causeway"),
            .product(name: "CausewayPackagePages", package: "Causeway"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Version", package: "Version"),
            .product(name: "Logging", package: "swift-log"),
        ],
        resources: [.copy("Templates")],
        swiftSettings: strictSettings
    ),
    // What every benchmark shares: the raw primitive and Causeway's path timed back to back in each round, medians
    // and the median of the rounds' ratios, and the JSON report.
    .target(name: "CausewayBenchKit", swiftSettings: strictSettings),
    // `causeway-bench`: the benchmarks, an executable of their own that the tool does not link.
    .executableTarget(
        name: "causeway-bench",
        dependencies: [
            "CausewayBenchKit",
            "CommandReference",
            .product(name: "Causeway", package: "Causeway"),
            .product(name: "CausewayGTK", package: "Causeway"),
            .product(name: "CWebKitGTK", package: "Causeway"),
            .product(name: "CausewayPackages", package: "Causeway"),
            .product(name: "CausewayPackagePages", package: "Causeway"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Version", package: "Version"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
]
// The server's tests include the dashboard's, which drives it in WebKitGTK with the real pointer and keyboard.
for target in package.targets where target.name == "CausewayUpdateServerTests" {
    target.dependencies += [
        .product(name: "CausewayGTK", package: "Causeway"),
        .product(name: "CWebKitGTK", package: "Causeway"),
        .product(name: "CausewayTesting", package: "Causeway"),
        "CausewayToolTestSupport",
    ]
}
for target in package.targets where target.name == "CausewayToolTestSupport" {
    target.dependencies += [
        .product(name: "CausewayGTK", package: "Causeway"),
        .product(name: "CWebKitGTK", package: "Causeway"),
    ]
}
package.targets += [
    // Tests that run the `causeway` executable, built beside the test binary. PackageFixture.swift is a link to
    // the root package's package tests' fixture.
    .testTarget(
        name: "CausewayToolTests",
        dependencies: [
            "causeway",
            "causeway-server",
            "CausewayServerCommand",
            .product(name: "CausewayTesting", package: "Causeway"),
            "CausewayToolTestSupport",
            .product(name: "CausewayPackages", package: "Causeway"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            .product(name: "Version", package: "Version"),
        ],
        swiftSettings: strictSettings
    ),
]
#endif
