// Source: https://developer.apple.com/documentation/uikit/uiprogressview
//   Apple: `@MainActor class UIProgressView : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiprogressview/):
//   .../init(progressviewstyle:)  `convenience init(progressViewStyle style: UIProgressView.Style)`
//   .../progress                  `var progress: Float { get set }` ("Values less than 0.0 and greater than 1.0 are
//                                 pinned to those limits.")
//   .../setprogress(_:animated:)  `func setProgress(_ progress: Float, animated: Bool)`
//   .../progressviewstyle         `var progressViewStyle: UIProgressView.Style { get set }`
//   .../style                     `enum Style : Int`: `default` = 0, `bar` = 1
//   Not modelled: tint colours, images, observed `Progress`. UIKit sets the view's height from the style; the model
//   leaves the frame as given.
import Foundation

@MainActor
open class UIProgressView: UIView {
    private var storedProgress: Float = 0

    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open var progressViewStyle: UIProgressView.Style = .default

    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(1, max(0, newValue)) }
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }
}
