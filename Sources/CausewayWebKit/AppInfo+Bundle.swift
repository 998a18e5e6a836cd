#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation

extension AppInfo {
    /// The app as `bundle`'s Info.plist describes it: display name (or bundle name), identifier, short version
    /// and build.
    public init(bundle: Bundle, device: DeviceInfo = .current) {
        let info = bundle.infoDictionary ?? [:]
        let name = info["CFBundleDisplayName"] as? String ?? info["CFBundleName"] as? String
        self.init(name: name ?? ProcessInfo.processInfo.processName, identifier: bundle.bundleIdentifier ?? "",
                  version: info["CFBundleShortVersionString"] as? String ?? "",
                  build: info["CFBundleVersion"] as? String ?? "", device: device)
    }
}
#endif
