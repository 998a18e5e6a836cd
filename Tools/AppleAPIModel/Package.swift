// swift-tools-version: 6.2
// A transcription of the Apple API that CausewayWebKit uses (WebKit, and UIKit, AVFoundation, AVKit, Core Media, Core
// Animation, Core Graphics and Foundation's key-value observing as far as needed), so that the real CausewayWebKit
// sources and the iOS example app's (Examples/iOS) compile, and their unit tests run, on Linux. It is never shipped:
// on Apple platforms CausewayWebKit builds against the SDK from the root package, and the example from its Xcode
// project.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "AppleAPIModel",
    dependencies: [
        .package(name: "Causeway", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
        // `swift package generate-documentation --target CausewayWebKit`, which builds its DocC catalog here.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CoreGraphics", swiftSettings: strictSettings),
        .target(name: "QuartzCore", swiftSettings: strictSettings),
        .target(name: "KeyValueObserving", swiftSettings: strictSettings),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore"], swiftSettings: strictSettings),
        .target(
            name: "WebKit", dependencies: ["UIKit", "QuartzCore", "KeyValueObserving"], swiftSettings: strictSettings
        ),
        .target(name: "CoreMedia", swiftSettings: strictSettings),
        .target(
            name: "AVFoundation", dependencies: ["QuartzCore", "CoreMedia", "KeyValueObserving"],
            swiftSettings: strictSettings
        ),
        .target(name: "AVKit", dependencies: ["UIKit", "AVFoundation"], swiftSettings: strictSettings),
        .target(
            name: "CausewayWebKit",
            dependencies: [
                .product(name: "Causeway", package: "Causeway"), .product(name: "Logging", package: "swift-log"),
                "WebKit", "UIKit", "AVFoundation", "AVKit", "CoreMedia", "QuartzCore", "CoreGraphics",
            ],
            swiftSettings: strictSettings
        ),
        // The iOS code the docs show, compiled against the model and never run; scripts/snippets keeps the docs
        // equal to it.
        .target(
            name: "IOSSnippets",
            dependencies: [
                "CausewayWebKit", "UIKit",
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "CausewayPackagePages", package: "Causeway"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        // The iOS example app (Examples/iOS/Showcase, linked here): every source, its `@main` app delegate included,
        // compiled against the model. Tests `@testable import` it.
        .executableTarget(
            name: "ShowcaseIOS",
            dependencies: [
                "CausewayWebKit", "WebKit", "UIKit",
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "CausewayPackagePages", package: "Causeway"),
                .product(name: "CausewayShowcasePlugins", package: "Causeway"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ShowcaseIOSTests",
            dependencies: [
                "ShowcaseIOS", "CausewayWebKit", "WebKit", "UIKit",
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayTesting", package: "Causeway"),
                .product(name: "CausewayPackages", package: "Causeway"),
                .product(name: "CausewayPackagePages", package: "Causeway"),
                .product(name: "CausewayShowcasePlugins", package: "Causeway"),
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayWebKitTests",
            dependencies: [
                "CausewayWebKit", "WebKit", "UIKit", "AVFoundation", "AVKit", "CoreMedia", "QuartzCore", "CoreGraphics",
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayTesting", package: "Causeway"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
