import CausewayBenchKit
import Foundation

/// The component benchmark's figures, with their ratios.
struct ComponentBenchReport: JSONReport {
    var rounds: Int
    var frames: Int
    var speed: Int
    var components: Int
    var frameMS = 1000.0 / 60
    /// How far the native label is below where the page has it (negative: above), in pixels, at each frame drawn
    /// while scrolling.
    var lagPixels: [Double] = []
    /// The same offset once scrolling has stopped, one per round: zero when the method and the layer are right.
    var settledPixels: [Double] = []
    var rawMessageMS = Double.nan
    var placementMS = Double.nan
    var plainCPUPerFrameMS = Double.nan
    var componentCPUPerFrameMS = Double.nan
    var plainFrameMS = Double.nan
    var componentFrameMS = Double.nan

    init(settings: ComponentBenchSettings) {
        rounds = settings.rounds
        frames = settings.frames
        speed = settings.speed
        components = settings.components
    }

    /// Frames of lag at each sampled frame: the offset divided by the distance scrolled per frame.
    var lagFrames: [Double] { lagPixels.map { $0 / Double(speed) } }

    var table: String {
        func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
        func frames(_ value: Double) -> String { String(format: "%.2f frames", value) }
        let sorted = lagFrames.sorted()
        let p95 = sorted.isEmpty ? Double.nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
        return """
            same-layer components (medians of \(rounds) rounds of \(self.frames) frames, scrolling \(speed) px per frame; display frame \(ms(frameMS)))
              native label trails the page (negative: leads), median  \(frames(lagFrames.median)) (\(lagPixels.count) frames sampled from screenshots)
              the same, 95th percentile                               \(frames(p95))
              frames with the label exactly in place                  \(lagPixels.filter { $0 == 0 }.count) of \(lagPixels.count)
              offset once scrolling stops, each round                 \(settledPixels.map { String(format: "%.0f px", $0) }.joined(separator: ", "))
              page → native, raw script message (median)              \(ms(rawMessageMS))
              page → native, geometry placed by the layer (median)    \(ms(placementMS))
              ratio placed / raw message                              \(String(format: "%.2f×", placementMS / rawMessageMS))
              CPU per frame, \(components) plain elements scrolling             \(ms(plainCPUPerFrameMS))
              CPU per frame, \(components) native components scrolling          \(ms(componentCPUPerFrameMS))
              ratio components / plain                                \(String(format: "%.2f×", componentCPUPerFrameMS / plainCPUPerFrameMS))
              page frame time, plain elements                         \(ms(plainFrameMS))
              page frame time, native components                      \(ms(componentFrameMS))
              ratio components / plain                                \(String(format: "%.2f×", componentFrameMS / plainFrameMS))
            """
    }
}
