/// The pixels of what a web view shows, as 8-bit RGBA rows.
public struct PageSnapshot: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes, row by row, red first.
    public var rgba: [UInt8]

    /// Wraps pixels; `rgba` must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "A snapshot needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The colour at column `x`, row `y`, as RGBA.
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(rgba[start..<start + 4])
    }

    /// Whether every pixel has the same colour: nothing is painted on the background.
    public var isUniform: Bool {
        guard rgba.count >= 4 else { return true }
        return rgba.withUnsafeBytes { bytes in
            let first = bytes.loadUnaligned(as: UInt32.self)
            return stride(from: 4, to: bytes.count, by: 4).allSatisfy { offset in
                bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == first
            }
        }
    }
}
