#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import CoreGraphics
import Foundation

extension PageSnapshot {
    /// The pixels of `image`, drawn into an 8-bit RGBA bitmap in the device RGB space (alpha premultiplied; a web
    /// view's snapshot is opaque); `nil` when Core Graphics cannot make the bitmap.
    public init?(cgImage image: CGImage) {
        let width = image.width
        let height = image.height
        guard width > 0, height > 0 else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = rgba.withUnsafeMutableBytes { pixels -> Bool in
            guard let context = CGContext(data: pixels.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { return nil }
        self.init(width: width, height: height, rgba: rgba)
    }
}
#endif
