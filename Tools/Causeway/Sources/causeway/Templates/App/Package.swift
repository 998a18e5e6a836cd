// swift-tools-version: 6.2
// __APP__: a Causeway app. __APP__Plugins holds its native plugins, which every platform installs; __APP__Typings
// writes web/app.d.ts and web/app.mocks.ts from them; __APP__ is the Linux app (a GTK window). The iOS app is in iOS/,
// an Xcode project that uses this package.
import PackageDescription

let package = Package(
    name: "__APP__",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "__APP__Plugins", targets: ["__APP__Plugins"]),
    ],
    dependencies: [
        .package(name: "Causeway", path: "__CAUSEWAY__"),
    ],
    targets: [
        .target(
            name: "__APP__Plugins",
            dependencies: [.product(name: "Causeway", package: "Causeway")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "__APP__Typings",
            dependencies: ["__APP__Plugins", .product(name: "Causeway", package: "Causeway")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)

// The Linux app opens its pages in a GTK window, with WebKitGTK.
#if os(Linux)
package.targets.append(.executableTarget(
    name: "__APP__",
    dependencies: [
        "__APP__Plugins",
        .product(name: "Causeway", package: "Causeway"),
        .product(name: "CausewayGTK", package: "Causeway"),
        .product(name: "CausewayDev", package: "Causeway"),
    ],
    swiftSettings: [.swiftLanguageMode(.v6)]
))
#endif
