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
}
