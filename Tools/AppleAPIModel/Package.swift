// swift-tools-version: 6.1
// A transcription of the Apple API that CausewayWebKit uses (WebKit, and UIKit and Core Graphics as far as needed),
// so that the real CausewayWebKit sources compile, and their unit tests run, on Linux. It is never shipped: on Apple
// platforms CausewayWebKit builds against the SDK from the root package.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "AppleAPIModel",
    dependencies: [.package(name: "Causeway", path: "../..")],
    targets: [
        .target(name: "CoreGraphics", swiftSettings: strictSettings),
        .target(name: "UIKit", dependencies: ["CoreGraphics"], swiftSettings: strictSettings),
        .target(name: "WebKit", dependencies: ["UIKit"], swiftSettings: strictSettings),
        .target(
            name: "CausewayWebKit",
            dependencies: [.product(name: "Causeway", package: "Causeway"), "WebKit", "UIKit", "CoreGraphics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CausewayWebKitTests",
            dependencies: [
                "CausewayWebKit", "WebKit", "UIKit", "CoreGraphics",
                .product(name: "Causeway", package: "Causeway"),
                .product(name: "CausewayTesting", package: "Causeway"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
