extension PageSnapshot {
    /// The share of pixels, from 0 to 1, whose colour differs from `other`'s at the same place by at most
    /// `tolerance` in every channel, over the area the two have in common (0 when they have none).
    public func agreement(with other: PageSnapshot, tolerance: UInt8 = 8) -> Double {
        let width = min(self.width, other.width)
        let height = min(self.height, other.height)
        guard width > 0, height > 0 else { return 0 }
        var agreeing = 0
        rgba.withUnsafeBytes { mine in
            other.rgba.withUnsafeBytes { theirs in
                for y in 0..<height {
                    var offset = y * self.width * 4, otherOffset = y * other.width * 4
                    for _ in 0..<width {
                        let pixel = mine.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        let otherPixel = theirs.loadUnaligned(fromByteOffset: otherOffset, as: UInt32.self)
                        if pixel == otherPixel || Self.channels(of: pixel, within: tolerance, of: otherPixel) {
                            agreeing += 1
                        }
                        offset += 4
                        otherOffset += 4
                    }
                }
            }
        }
        return Double(agreeing) / Double(width * height)
    }

    /// Whether each of the four 8-bit channels packed in `pixel` is within `tolerance` of the same one in `other`.
    private static func channels(of pixel: UInt32, within tolerance: UInt8, of other: UInt32) -> Bool {
        for shift: UInt32 in [0, 8, 16, 24] {
            let a = UInt8(truncatingIfNeeded: pixel >> shift), b = UInt8(truncatingIfNeeded: other >> shift)
            if (a > b ? a - b : b - a) > tolerance { return false }
        }
        return true
    }

    /// The pixels inside `rect`, clipped to the snapshot.
    public func cropped(to rect: ComponentRect) -> PageSnapshot {
        let left = max(0, Int(rect.x.rounded(.down))), top = max(0, Int(rect.y.rounded(.down)))
        let right = min(width, Int((rect.x + rect.width).rounded(.up)))
        let bottom = min(height, Int((rect.y + rect.height).rounded(.up)))
        guard right > left, bottom > top else { return PageSnapshot(width: 0, height: 0, rgba: []) }
        var rgba: [UInt8] = []
        rgba.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom { rgba += self.rgba[(row * width + left) * 4..<(row * width + right) * 4] }
        return PageSnapshot(width: right - left, height: bottom - top, rgba: rgba)
    }
}
