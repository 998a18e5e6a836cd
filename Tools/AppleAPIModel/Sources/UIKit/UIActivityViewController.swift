// Source: https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
//   Apple: `@MainActor class UIActivityViewController : UIViewController`. Members modelled:
//   `init(activityItems: [Any], applicationActivities: [UIActivity]?)` (designated; SDK 27.1 listing,
//   https://onestack.dev/ios-reference/UIKit/UIActivityViewController)
//   https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.property
//       `var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? { get set }`
//   https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.typealias
//       `typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void`
//   Not modelled: excluded activity types, item configurations, the deprecated `completionHandler`.
//
// Model: the items are kept for tests (`modelActivityItems`); `modelFinish(activityType:completed:)` plays the user
// choosing a service (or cancelling): as UIKit does, the sheet is dismissed and the completion handler runs.
public import Foundation

@MainActor
open class UIActivityViewController: UIViewController {
    // Model only: what the sheet offers.
    let modelActivityItems: [Any]
    let modelApplicationActivities: [UIActivity]?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        modelActivityItems = activityItems
        modelApplicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        modelActivityItems = []
        modelApplicationActivities = nil
        super.init(coder: coder)
    }

    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

    // Model only: the user picked `activityType` and it finished (`completed`), or cancelled (`nil`, `false`).
    func modelFinish(activityType: UIActivity.ActivityType?, completed: Bool) {
        dismiss(animated: true)
        completionWithItemsHandler?(activityType, completed, nil, nil)
    }
}
