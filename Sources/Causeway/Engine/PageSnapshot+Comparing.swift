extension PageSnapshot {
    /// The share of pixels, from 0 to 1, whose colour differs from `other`'s at the same place by at most
    /// `tolerance` in every channel, over the area the two have in common (0 when they have none).
    public func agreement(with other: PageSnapshot, tolerance: UInt8 = 8) -> Double {
        let width = min(self.width, other.width)
        let height = min(self.height, other.height)
        guard width > 0, height > 0 else { return 0 }
        var agreeing = 0
        for y in 0..<height {
            for x in 0..<width {
                let mine = (y * self.width + x) * 4
                let theirs = (y * other.width + x) * 4
                if (0..<4).allSatisfy({ channel in
                    let a = rgba[mine + channel], b = other.rgba[theirs + channel]
                    return (a > b ? a - b : b - a) <= tolerance
                }) {
                    agreeing += 1
                }
            }
        }
        return Double(agreeing) / Double(width * height)
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
