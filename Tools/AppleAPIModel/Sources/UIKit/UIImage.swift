// Source: https://developer.apple.com/documentation/uikit/uiimage
//   Apple: `class UIImage : NSObject` (not main-actor isolated). Members modelled:
//   https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)  `init?(systemName name: String)`
//   https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:)-14qlb `init(cgImage: CGImage)`
//   https://developer.apple.com/documentation/uikit/uiimage/cgimage            `var cgImage: CGImage? { get }`
//   https://developer.apple.com/documentation/uikit/uiimage/init(named:)       `convenience init?(named name: String)`
//   Not modelled: file images, configurations, scale and orientation, drawing, everything else.
//
// Model: a symbol or named image has no pixels (`cgImage` is `nil`; on Apple it has some) and remembers its name. The
// model knows neither Apple's symbol catalogue nor the app's asset catalogue: any non-empty name gives an image, where
// Apple answers `nil` for a name it does not know.
public import CoreGraphics
public import Foundation

open class UIImage: NSObject {
    private let storedCGImage: CGImage?

    // Model only: the symbol name an image was made from.
    let modelSystemName: String?

    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        storedCGImage = nil
        modelSystemName = name
        super.init()
    }

    public convenience init?(named name: String) {
        self.init(modelName: name)
    }

    // Model only: an image made from a name in the app's assets, which the model does not have.
    private init?(modelName name: String) {
        guard !name.isEmpty else { return nil }
        storedCGImage = nil
        modelSystemName = nil
        super.init()
    }

    public init(cgImage: CGImage) {
        storedCGImage = cgImage
        modelSystemName = nil
        super.init()
    }

    open var cgImage: CGImage? { storedCGImage }
}
