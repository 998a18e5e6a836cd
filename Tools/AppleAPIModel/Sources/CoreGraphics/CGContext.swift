// Source: https://developer.apple.com/documentation/coregraphics/cgcontext
//   Apple: `class CGContext` (a Core Foundation type, imported as a final class). Members modelled:
//   .../init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
//       `init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
//        space: CGColorSpace, bitmapInfo: UInt32)` (the CGBitmapContextCreate initializer; the listing of
//        CGContext's members gives this spelling, and current SDKs add an overload taking `CGBitmapInfo` and an
//        optional space, -10b3i on Apple's site, which is not modelled)
//   .../draw(_:in:bytiling:)   `func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false)`
//   (".../" is https://developer.apple.com/documentation/coregraphics/cgcontext/)
//   Not modelled: every other context kind and drawing operation, transforms, clipping, `makeImage()`.
//
// Model: only the bitmap format the adapter asks for exists: 8 bits per component, device RGB, alpha premultiplied
// and last (RGBA in memory); any other format fails the initializer, as Core Graphics does for formats it does not
// support. Drawing maps each destination pixel to the nearest source pixel (Core Graphics interpolates; for an
// image drawn at its own size, which is what the adapter does, both give the same pixels) and composites source
// over destination. Coordinates are Core Graphics': the origin is the bottom-left corner, while the first row in
// memory is the top one — so an image drawn in the context's full rectangle lands in memory top row first, as on
// Apple. `byTiling: true` is not modelled (precondition).
public import Foundation

public final class CGContext {
    private let pixels: UnsafeMutablePointer<UInt8>
    private let ownsPixels: Bool
    private let width: Int
    private let height: Int
    private let bytesPerRow: Int

    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32)
    {
        guard width > 0, height > 0, bitsPerComponent == 8,
              space.modelName == "DeviceRGB",
              bitmapInfo == CGImageAlphaInfo.premultipliedLast.rawValue
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        if let data {
            pixels = data.assumingMemoryBound(to: UInt8.self)
            ownsPixels = false
        } else {
            pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
            pixels.initialize(repeating: 0, count: rowBytes * height)
            ownsPixels = true
        }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
    }

    deinit {
        if ownsPixels { pixels.deallocate() }
    }

    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        precondition(!byTiling, "CGContext.draw(_:in:byTiling: true) is not modelled")
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return }
        for row in 0..<height {
            // The centre of this memory row in Core Graphics' bottom-up coordinates.
            let y = CGFloat(height - row) - 0.5
            guard y >= rect.minY, y < rect.maxY else { continue }
            let sourceRow = min(image.height - 1, Int((rect.maxY - y) / rect.height * CGFloat(image.height)))
            for column in 0..<width {
                let x = CGFloat(column) + 0.5
                guard x >= rect.minX, x < rect.maxX else { continue }
                let sourceColumn = min(image.width - 1, Int((x - rect.minX) / rect.width * CGFloat(image.width)))
                let source = image.modelPixel(x: sourceColumn, y: sourceRow)
                let destination = pixels + row * bytesPerRow + column * 4
                let inverseAlpha = 255 - Int(source[source.startIndex + 3])
                for channel in 0..<4 {
                    let below = (Int(destination[channel]) * inverseAlpha + 127) / 255
                    destination[channel] = UInt8(min(255, Int(source[source.startIndex + channel]) + below))
                }
            }
        }
    }
}
