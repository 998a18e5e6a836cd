// Source: https://developer.apple.com/documentation/uikit/uiimageview
//   Apple: `@MainActor class UIImageView : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiimageview/):
//   .../init(image:)  `init(image: UIImage?)` ("This method disables user interactions for the image view by setting
//                     the isUserInteractionEnabled property to false.")
//   .../image         `var image: UIImage? { get set }`
//   Not modelled: highlighted and animated images, symbol configurations, content modes.
//
// Model: the image view's initial size is zero (Apple sizes it to the image, which has no pixels in the model).
public import Foundation

@MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open var image: UIImage?
}
