// swift-tools-version: 6.2
// An iOS app's manifest as CausewayWebKit's Getting Started shows it, with the repository checked out beside it.
// scripts/test evaluates it (`swift package dump-package`), so the part the guide shows is manifest code that reads.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.iOS(.v18)],
    // snippet: ios-app-dependencies
    dependencies: [
        .package(path: "../Causeway"),
    ],
    targets: [
        .target(name: "MyApp", dependencies: [
            .product(name: "Causeway", package: "Causeway"),
            .product(name: "CausewayWebKit", package: "Causeway"),
        ]),
    ]
    // snippet: end
)
