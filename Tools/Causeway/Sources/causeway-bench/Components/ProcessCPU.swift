import Foundation

/// CPU time used by this process and every process it started (WebKit's web and network processes), read from
/// the scheduler's per-thread figures in `/proc` (nanoseconds, unlike `stat`'s clock ticks).
enum ProcessCPU {
    /// Milliseconds on a CPU, so far, of every thread of this process and of its descendants now alive.
    static func milliseconds() -> Double {
        let own = getpid()
        var parents: [Int32: Int32] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (comm)": state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        func descends(_ pid: Int32) -> Bool {
            var current = pid
            for _ in 0..<64 {
                if current == own { return true }
                guard let parent = parents[current], parent > 1 else { return false }
                current = parent
            }
            return false
        }
        let nanoseconds = parents.keys.filter(descends).map(threadNanoseconds).reduce(0, +)
        return nanoseconds / 1_000_000
    }

    /// The time on a CPU of every thread of `pid`: the first figure of each thread's `schedstat`.
    private static func threadNanoseconds(_ pid: Int32) -> Double {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.compactMap { thread in
            (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8))
                .flatMap { $0.split(separator: " ").first }.flatMap { Double($0) }
        }.reduce(0, +)
    }
}
