import Foundation

/// What a page may learn about the app and the device it runs on: `app.info`.
public struct AppInfo: Codable, Sendable, Equatable {
    /// The app's name.
    public var name: String
    /// The app's identifier (a bundle identifier, an application ID).
    public var identifier: String
    /// The version users see.
    public var version: String
    /// The build number.
    public var build: String
    /// The device and system.
    public var device: DeviceInfo

    /// Describes the app; `device` defaults to what this process can read about its machine.
    public init(name: String, identifier: String, version: String, build: String, device: DeviceInfo = .current) {
        self.name = name
        self.identifier = identifier
        self.version = version
        self.build = build
        self.device = device
    }
}

/// The device and operating system.
public struct DeviceInfo: Codable, Sendable, Equatable {
    /// The system's name: `Linux`, `iOS`, `macOS`.
    public var system: String
    /// The system's version.
    public var systemVersion: String
    /// The hardware model or architecture.
    public var model: String
    /// The user's preferred locale identifier.
    public var locale: String

    /// Describes a device.
    public init(system: String, systemVersion: String, model: String, locale: String) {
        self.system = system
        self.systemVersion = systemVersion
        self.model = model
        self.locale = locale
    }

    /// What the process can read about its machine without a UI framework.
    public static var current: DeviceInfo {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #if os(Linux)
        let system = "Linux"
        #elseif os(iOS)
        let system = "iOS"
        #elseif os(macOS)
        let system = "macOS"
        #else
        let system = "unknown"
        #endif
        #if arch(x86_64)
        let model = "x86_64"
        #elseif arch(arm64)
        let model = "arm64"
        #else
        let model = "unknown"
        #endif
        return DeviceInfo(system: system,
                          systemVersion: "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)",
                          model: model, locale: Locale.current.identifier)
    }
}
