import Foundation

/// What this process holds now, read from `/proc`: its threads, open descriptors, resident memory, and the web
/// processes WebKit started for it.
struct ProcessCensus: Equatable, CustomStringConvertible {
    var threads: Int
    var descriptors: Int
    var residentKiB: Int
    var webProcesses: Int

    /// The census of this process now.
    static func now() -> ProcessCensus {
        let files = FileManager.default
        return ProcessCensus(
            threads: (try? files.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0,
            descriptors: (try? files.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0,
            residentKiB: residentKiB(),
            webProcesses: webProcesses(of: getpid())
        )
    }

    var description: String {
        "\(threads) threads, \(descriptors) fds, \(residentKiB / 1024) MiB resident, \(webProcesses) web processes"
    }

    private static func residentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// The web processes among this process's descendants (WebKit may start them through a sandbox launcher).
    private static func webProcesses(of ancestor: Int32) -> Int {
        let table = processes()
        func descends(_ pid: Int32) -> Bool {
            var current = pid
            for _ in 0..<8 {
                guard let parent = table[current]?.parent, parent > 1 else { return false }
                if parent == ancestor { return true }
                current = parent
            }
            return false
        }
        return table.filter { $0.value.name.hasPrefix("WebKitWebProces") && descends($0.key) }.count
    }

    /// Every process's name and parent by its id, from `/proc/PID/stat`.
    private static func processes() -> [Int32: (name: String, parent: Int32)] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
        var table: [Int32: (name: String, parent: Int32)] = [:]
        for pid in ids {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { continue }
            table[pid] = (String(stat[stat.index(after: open)..<close]), parent)
        }
        return table
    }
}
