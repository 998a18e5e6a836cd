/// The limits of what a page may say about its components. Every number the host later converts (into GTK's and
/// UIKit's integer and float geometry) passes one of these ranges first.
extension ComponentRect: Bounded {
    /// The range of an edge, in CSS pixels of the viewport: a placeholder may sit far above or below the viewport in
    /// a long document, and 2²⁴ is exact in every float type a host converts it to.
    public static let coordinates: ClosedRange<Double> = -16_777_216...16_777_216
    /// The range of a width or a height, in CSS pixels.
    public static let extents: ClosedRange<Double> = -16_777_216...16_777_216

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.number(x, in: Self.coordinates, at: "x")
        try bounds.number(y, in: Self.coordinates, at: "y")
        try bounds.number(width, in: Self.extents, at: "width")
        try bounds.number(height, in: Self.extents, at: "height")
    }
}

extension ComponentGeometry: Bounded {
    /// The most occluding boxes a geometry may list; the page runtime finds at most 25.
    public static let maxOccluders = 32
    /// The range of ``zIndex``: CSS's, a 32-bit integer.
    public static let zIndexes: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.nested(frame, at: "frame")
        try bounds.nested(clip, at: "clip")
        try bounds.number(opacity, in: 0...1, at: "opacity")
        try bounds.number(cornerRadius, in: 0...ComponentRect.extents.upperBound, at: "cornerRadius")
        try bounds.integer(zIndex, in: Self.zIndexes, at: "zIndex")
        try bounds.count(occluders, atMost: Self.maxOccluders, at: "occluders")
        try bounds.each(occluders, at: "occluders")
    }
}

extension ComponentProps: Bounded {
    /// The most attributes, and the most properties, a placeholder may carry.
    public static let maxCount = 64
    /// The longest attribute value, in bytes of UTF-8; a component's own props may declare less.
    public static let maxValueBytes = 65_536

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.count(attributes, atMost: Self.maxCount, at: "attributes")
        try bounds.count(properties, atMost: Self.maxCount, at: "properties")
        try bounds.each(attributes, at: "attributes") { bounds, attribute in
            try bounds.length(attribute.key, atMost: ComponentCommand.maxNameBytes)
            try bounds.length(attribute.value, atMost: Self.maxValueBytes)
        }
        try bounds.each(properties.keys, at: "properties") { bounds, name in
            try bounds.length(name, atMost: ComponentCommand.maxNameBytes)
        }
    }
}

extension ComponentCommand: Bounded {
    /// The longest id or type name, in bytes.
    public static let maxNameBytes = 128

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(id, atMost: Self.maxNameBytes, at: "id")
        switch self {
        case .insert(_, let type, let props, let geometry):
            try bounds.length(type, atMost: Self.maxNameBytes, at: "type")
            try bounds.nested(props, at: "props")
            try bounds.nested(geometry, at: "geometry")
        case .update(_, let props, let geometry):
            try bounds.nested(props, at: "props")
            try bounds.nested(geometry, at: "geometry")
        case .remove:
            break
        }
    }
}

extension ComponentBatch: Bounded {
    /// The most commands one animation frame's batch may carry.
    static let maxCommands = 1_024
    /// The most CSS property names reported unsupported for one command.
    static let maxUnsupported = 16

    func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.count(commands, atMost: Self.maxCommands, at: "commands")
        try bounds.each(commands, at: "commands") { bounds, entry in
            try entry.command.checkBounds(bounds)
            try bounds.count(entry.unsupported, atMost: Self.maxUnsupported, at: "unsupported")
            try bounds.each(entry.unsupported, at: "unsupported") { bounds, name in
                try bounds.length(name, atMost: ComponentCommand.maxNameBytes)
            }
        }
    }
}

extension ComponentCall.Target: Bounded {
    func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(id, atMost: ComponentCommand.maxNameBytes, at: "id")
        try bounds.length(name, atMost: ComponentCommand.maxNameBytes, at: "name")
    }
}
