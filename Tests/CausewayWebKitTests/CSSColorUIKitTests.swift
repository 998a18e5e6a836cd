import Causeway
import Foundation
import Testing
@testable import CausewayWebKit
@testable import UIKit

/// The CSS colours the built-in components read from their props, as UIKit draws them.
@Suite struct CSSColorUIKitTests {
    @MainActor
    @Test func theColourIsDrawnWithTheSameChannels() {
        let color = CSSColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(color.uiColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    }
}
