import CausewayBenchKit
import Foundation

/// The package benchmark's figures, with their ratios.
struct PackageBenchReport: JSONReport {
    var delayMS: Double
    var assets: Int
    var rounds = 0
    var packageReadyMS = Double.nan
    var networkReadyMS = Double.nan
    var warmContainerReadyMS = Double.nan
    var coldContainerReadyMS = Double.nan
    var coldOpeningToFrameMS = Double.nan
    var warmOpeningToFrameMS = Double.nan
    var prerenderedOpeningToFrameMS = Double.nan
    var prerenderedOpeningsToFrameMS: [Double] = []
    var fullBytes: Int64 = 0
    var deltaBytes: Int64 = 0

    var table: String {
        func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }
        return """
            offline packages (medians of \(rounds) rounds; page with \(assets) scripts and style sheets)
              ready from an installed package (causeway://)      \(ms(packageReadyMS))
              ready from HTTP on loopback, \(Int(delayMS)) ms per request   \(ms(networkReadyMS))
              ratio network / package                             \(String(format: "%.1f×", networkReadyMS / packageReadyMS))
              new container to ready, warmed from the pool        \(ms(warmContainerReadyMS))
              new container to ready, cold                        \(ms(coldContainerReadyMS))
              ratio cold / warm                                   \(String(format: "%.2f×", coldContainerReadyMS / warmContainerReadyMS))
              nav.openWeb to the page's first frame, new container  \(ms(coldOpeningToFrameMS))
              nav.openWeb to the page's first frame, warmed         \(ms(warmOpeningToFrameMS))
              nav.openWeb to the page's first frame, prerendered    \(ms(prerenderedOpeningToFrameMS)) (each round: \(prerenderedOpeningsToFrameMS.map { String(format: "%.1f", $0) }.joined(separator: ", ")))
              5 MB app (40 scripts, 30 images), full package      \(fullBytes) bytes
              delta after one script and one image changed        \(deltaBytes) bytes (\(String(format: "%.1f%%", 100 * Double(deltaBytes) / Double(fullBytes))) of full)
            """
    }
}
