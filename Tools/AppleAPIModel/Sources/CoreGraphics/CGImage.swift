// A transcription of the few Core Graphics types CausewayWebKit uses to read a snapshot's pixels. Not shipped; on
// Apple platforms the real Core Graphics is used (UIKit re-exports it there; the adapter imports it explicitly, which
// works in both places).
//
// Source: https://developer.apple.com/documentation/coregraphics/cgimage
//   Apple: `class CGImage` (a Core Foundation type, imported as a final class; not main-actor isolated).
//   https://developer.apple.com/documentation/coregraphics/cgimage/width   `var width: Int { get }`
//   https://developer.apple.com/documentation/coregraphics/cgimage/height  `var height: Int { get }`
//   Not modelled: every initializer (data providers, color spaces, decode arrays), and all other members.
//
// Model: an image is `width × height` pixels held as 8-bit RGBA with premultiplied alpha, rows top to bottom. Tests
// make one with the model-only initializer below.
public final class CGImage {
    // Model only: the pixels, `width × height × 4` bytes, premultiplied RGBA, top row first.
    let modelRGBA: [UInt8]
    private let storedWidth: Int
    private let storedHeight: Int

    // Model only: Apple makes images from data providers or contexts; tests make them from pixels here.
    init(modelWidth width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "CGImage (model): rgba must hold width × height × 4 bytes")
        storedWidth = width
        storedHeight = height
        modelRGBA = rgba
    }

    public var width: Int { storedWidth }

    public var height: Int { storedHeight }

    // Model only: the pixel at column `x`, row `y` (top row 0), as premultiplied RGBA.
    func modelPixel(x: Int, y: Int) -> ArraySlice<UInt8> {
        let start = (y * storedWidth + x) * 4
        return modelRGBA[start..<start + 4]
    }
}
