import CausewayPackages
import Foundation
import Version

/// Where the app looks for updates and who it says it is. The Info.plist gives the update server
/// (`CausewayUpdateServer`, empty for none) and the channel (`CausewayUpdateChannel`); a value of the same name in
/// the app's defaults overrides the server, so a tester can point a build at a `causeway serve` of their own.
struct ShowcaseSettings: Sendable {
    static let updateServerKey = "CausewayUpdateServer"
    static let channelKey = "CausewayUpdateChannel"
    static let deviceKey = "CausewayDevice"

    /// The `causeway serve` to check for updates, if any.
    var updateServer: URL?
    /// The release channel.
    var channel: String
    /// This installation's id, which decides its gray-release bucket: made once and kept in the defaults.
    var device: String
    /// The app's version (`CFBundleShortVersionString`), which packages name as their minimum.
    var nativeVersion: Version

    init(info: [String: Any], defaults: UserDefaults) {
        let server = defaults.string(forKey: Self.updateServerKey) ?? info[Self.updateServerKey] as? String ?? ""
        updateServer = server.isEmpty ? nil : URL(string: server)
        channel = info[Self.channelKey] as? String ?? "stable"
        nativeVersion = (info["CFBundleShortVersionString"] as? String).flatMap { Version(checking: $0) } ?? Version(1, 0, 0)
        if let device = defaults.string(forKey: Self.deviceKey) {
            self.device = device
        } else {
            device = UUID().uuidString.lowercased()
            defaults.set(device, forKey: Self.deviceKey)
        }
    }
}
