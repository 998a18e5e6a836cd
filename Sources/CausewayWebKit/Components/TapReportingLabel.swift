#if canImport(UIKit)
import Foundation
import UIKit

/// A label that takes touches and reports each one that lifts off inside it, with the point in its own coordinates.
///
/// Labels ignore touches by default, so UIKit's hit test would pass this one by; it takes them. It reads the touch
/// itself rather than through a tap gesture recognizer, whose target-action needs the Objective-C runtime.
final class TapReportingLabel: UILabel {
    private let tapped: @MainActor (CGPoint) -> Void

    /// A label calling `tapped` with the point of each tap.
    init(tapped: @escaping @MainActor (CGPoint) -> Void) {
        self.tapped = tapped
        super.init(frame: .zero)
        isUserInteractionEnabled = true
    }

    /// Labels that report taps are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let point = touches.first?.location(in: self), bounds.contains(point) else { return }
        tapped(point)
    }
}
#endif
