/// The limits of the built-in components' props and arguments.
extension LabelProps: Bounded {
    /// The longest text a label shows, in bytes of UTF-8.
    public static let maxTextBytes = 16_384
    /// The longest CSS colour, in bytes.
    public static let maxColorBytes = 64

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(text, atMost: Self.maxTextBytes, at: "text")
        try bounds.length(color, atMost: Self.maxColorBytes, at: "color")
        try bounds.length(background, atMost: Self.maxColorBytes, at: "background")
        try bounds.number(fontSize, in: Self.fontSizes, at: "fontSize")
    }
}

extension InputProps: Bounded {
    /// The longest value or placeholder, in bytes of UTF-8.
    public static let maxTextBytes = 65_536

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(value, atMost: Self.maxTextBytes, at: "value")
        try bounds.length(placeholder, atMost: Self.maxTextBytes, at: "placeholder")
    }
}

extension VideoProps: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(src, atMost: NavigationPlugin.maxURLBytes, at: "src")
    }
}

extension VideoSeek: Bounded {
    /// The range of a time to seek to, in seconds: up to a year.
    public static let times: ClosedRange<Double> = 0...31_536_000

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.number(time, in: Self.times, at: "time")
    }
}
