// swift-tools-version: 6.2
// The libraries an app builds with. The update server and the `causeway` tool are a package of their own,
// Tools/Causeway, so an app that adds this package resolves only what apps need.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Causeway",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Causeway", targets: ["Causeway"]),
        .library(name: "CausewayHTTPFiles", targets: ["CausewayHTTPFiles"]),
        .library(name: "CausewayTesting", targets: ["CausewayTesting"]),
        .library(name: "CausewayContract", targets: ["CausewayContract"]),
        .library(name: "CausewayTerminal", targets: ["CausewayTerminal"]),
        .library(name: "CausewayPackages", targets: ["CausewayPackages"]),
        .library(name: "CausewayPackagePages", targets: ["CausewayPackagePages"]),
        .library(name: "CausewayShowcasePlugins", targets: ["CausewayShowcasePlugins"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
        // `swift package generate-documentation`: builds the DocC catalogs; it links nothing into a product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CausewayHTTPFiles", swiftSettings: strictSettings),
        // The shapes of values on the bridge and the rule of which fit which: what the core's typings are written
        // from and what a package store checks an app's contract with, without either linking the other.
        .target(name: "CausewayContract", swiftSettings: strictSettings),
        // HTTP requests whose answers are read no further than their caller allows: components' URLs, the update
        // client's checks and downloads, a package's remote files.
        .target(name: "CausewayFetch", swiftSettings: strictSettings),
        // Text a page or a peer chose, made safe to print to a terminal, and a log handler that prints it so: what
        // the core's tools and the update server both print with, without the server linking the core.
        .target(
            name: "CausewayTerminal", dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Causeway",
            dependencies: [
                "CausewayContract", "CausewayHTTPFiles", "CausewayFetch", "CausewayTerminal",
                .product(name: "Logging", package: "swift-log"),
            ],
            // Runtime/ is also the `causeway-runtime` package for web developers; its package files are not resources,
            // nor is src/, the TypeScript that causeway.js, components.js and causeway.d.ts are built from
            // (scripts/runtime-bundle).
            exclude: ["Runtime/package.json", "Runtime/README.md", "Runtime/src"],
            resources: [
                .copy("Runtime/causeway.js"), .copy("Runtime/courier.js"), .copy("Runtime/causeway.d.ts"),
                .copy("Runtime/legacy-wvjb.js"), .copy("Runtime/legacy-invoke.js"), .copy("Runtime/console.js"),
                .copy("Runtime/container.js"), .copy("Runtime/components.js"), .copy("Runtime/index.js"),
                .copy("Runtime/index.d.ts"),
            ],
            swiftSettings: strictSettings
        ),
        .systemLibrary(name: "CDeflate", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "CausewayPackages",
            dependencies: [
                "CDeflate", "CausewayContract", "CausewayFetch",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CausewayPackagePages",
            dependencies: ["Causeway", "CausewayContract", "CausewayHTTPFiles", "CausewayPackages", "CausewayFetch"],
            swiftSettings: strictSettings
        ),
        // The showcase's plugins that need nothing of a platform: the Linux showcase and the iOS example app
        // (Examples/iOS) both install them.
        .target(name: "CausewayShowcasePlugins", dependencies: ["Causeway"], swiftSettings: strictSettings),
        // What a plugin's tests need: the in-memory engine and its pages, which run the real page runtime in
        // JavaScriptCore, and fakes of an app's host, views, cookies, clock and logs. It links no GTK or WebKit.
        .target(
            name: "CausewayTesting",
            dependencies: ["Causeway", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Scripts/page-environment.js"), .copy("Scripts/page-driver.js")],
            swiftSettings: strictSettings
        ),
        // The project's own test tooling, no product: programs started as child processes, loopback servers and
        // ports, and on Linux the WebKitGTK harness, the X server's pointer and keyboard, reading the screen with
        // Tesseract and the docs' pictures. Tools/Causeway compiles the same folder as CausewayToolTestSupport.
        .target(
            name: "CausewayTestSupport",
            dependencies: ["Causeway", "CausewayTesting", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "CausewayHTTPFilesTests", dependencies: ["CausewayHTTPFiles"], swiftSettings: strictSettings),
        .testTarget(
            name: "CausewayFetchTests", dependencies: ["CausewayFetch", "CausewayTesting", "CausewayTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayTests",
            dependencies: [
                "Causeway", "CausewayContract", "CausewayShowcasePlugins", "CausewayTerminal", "CausewayTesting",
                "CausewayTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayPackagesTests",
            dependencies: [
                "Causeway", "CausewayContract", "CausewayPackages", "CausewayPackagePages", "CausewayTesting",
                "CausewayTestSupport", .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// WebKitGTK exists on Linux only: the GTK engine, the showcase app and the tests on the real engine are declared
// there, and CausewayTestSupport gains its real-engine harness.
#if os(Linux)
package.products += [
    .library(name: "CWebKitGTK", targets: ["CWebKitGTK"]),
    .library(name: "CausewayGTK", targets: ["CausewayGTK"]),
    .library(name: "CausewayShowcase", targets: ["CausewayShowcase"]),
    .library(name: "CausewayDev", targets: ["CausewayDev"]),
]
package.targets += [
    .systemLibrary(name: "CWebKitGTK", pkgConfig: "webkitgtk-6.0", providers: [.apt(["libwebkitgtk-6.0-dev"])]),
    // libcurl's easy interface, through which CausewayFetch's requests go on Linux.
    .target(name: "CCurl", linkerSettings: [.linkedLibrary("curl")]),
    // GIO's Unix input stream, which reads a streamed scheme answer from a socket.
    .systemLibrary(name: "CGioUnix"),
    // JavaScriptCore's C API, which Apple platforms have as a framework of the same name: WebKitGTK's JavaScriptCore
    // library exports it (it links GLib alone, no GTK or WebKit), and this module declares it (FakePage runs the page
    // runtime in it).
    .systemLibrary(
        name: "JavaScriptCore", pkgConfig: "javascriptcoregtk-6.0", providers: [.apt(["libjavascriptcoregtk-6.0-dev"])]
    ),
    .target(
        name: "CausewayGTK",
        dependencies: ["Causeway", "CWebKitGTK", "CGioUnix"],
        resources: [.copy("Scripts/media-relay.js")],
        swiftSettings: strictSettings
    ),
    // Development tools for an app's window: reload on save, errors over the page, the Web Inspector, the traffic.
    .target(
        name: "CausewayDev",
        dependencies: ["Causeway", "CausewayGTK", "CWebKitGTK"],
        resources: [.copy("Scripts/page-errors.js")],
        swiftSettings: strictSettings
    ),
    .target(
        name: "CausewayShowcase", dependencies: ["Causeway", "CausewayGTK", "CWebKitGTK", "CausewayShowcasePlugins"],
        swiftSettings: strictSettings
    ),
    // The Swift code the docs show for Linux, compiled and never run; scripts/snippets keeps the docs equal to it.
    .executableTarget(
        name: "CausewaySnippets",
        dependencies: [
            "Causeway", "CausewayGTK", "CWebKitGTK", "CausewayPackages", "CausewayPackagePages",
            .product(name: "Version", package: "Version"),
        ],
        path: "Examples/Snippets/Swift", swiftSettings: strictSettings
    ),
    .testTarget(
        name: "CausewayGTKTests",
        dependencies: [
            "Causeway", "CausewayTesting", "CausewayTestSupport", "CausewayGTK", "CWebKitGTK", "CausewayShowcase",
            "CausewayPackages", "CausewayPackagePages",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Version", package: "Version"),
        ],
        swiftSettings: strictSettings
    ),
]
for target in package.targets where target.name == "CausewayFetch" {
    target.dependencies += ["CCurl"]
}
for target in package.targets where target.name == "CausewayTesting" {
    target.dependencies += ["JavaScriptCore"]
}
for target in package.targets where target.name == "CausewayTestSupport" {
    target.dependencies += ["CausewayGTK", "CWebKitGTK"]
}
#endif

// The WKWebView engine builds only where Apple's WebKit and UIKit exist: iOS and iPadOS. macOS stays in `platforms`
// as the floor for the platform-neutral libraries; CausewayWebKit's sources compile to nothing without UIKit (see
// docs/architecture.md). Its unit tests, Tests/CausewayWebKitTests, are not declared here: they drive a transcribed
// model of the Apple API (taps, loads and frames that only the model lets a test make, through `@testable import
// WebKit` and `UIKit`), so they build against Tools/AppleAPIModel, where CI compiles the same CausewayWebKit sources
// on Linux and runs them.
#if canImport(Darwin)
package.products.append(.library(name: "CausewayWebKit", targets: ["CausewayWebKit"]))
package.targets.append(.target(
    name: "CausewayWebKit",
    dependencies: ["Causeway", .product(name: "Logging", package: "swift-log")],
    swiftSettings: strictSettings
))
#endif
