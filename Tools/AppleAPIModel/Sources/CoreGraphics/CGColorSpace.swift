// Source: https://developer.apple.com/documentation/coregraphics/cgcolorspace
//   Apple: `class CGColorSpace` (a Core Foundation type, imported as a final class).
// Source: https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()
//   `func CGColorSpaceCreateDeviceRGB() -> CGColorSpace`
//   Not modelled: named color spaces (`init?(name:)`), ICC profiles, every other member.
//
// Model: the only color space is device RGB; it carries no data.
public final class CGColorSpace {
    // Model only: which space this is.
    let modelName: String

    init(modelName: String) {
        self.modelName = modelName
    }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(modelName: "DeviceRGB")
}
