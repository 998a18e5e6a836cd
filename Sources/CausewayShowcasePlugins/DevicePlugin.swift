import Causeway
import Foundation

/// `device.info`: facts about the machine.
final class DevicePlugin: Plugin {
    struct Info: Codable, Sendable { var system: String; var processors: Int; var memoryGiB: Int; var host: String }

    let namespace = "device"

    func register(_ methods: PluginMethods) {
        methods.handle("info") { (_: Empty) in
            let info = ProcessInfo.processInfo
            return Info(system: info.operatingSystemVersionString, processors: info.activeProcessorCount,
                        memoryGiB: Int(info.physicalMemory >> 30), host: info.hostName)
        }
    }
}
