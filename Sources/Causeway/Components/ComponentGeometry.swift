/// A rectangle in CSS pixels, in the main frame's viewport coordinates.
public struct ComponentRect: Codable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; zero or less is empty.
    public var width: Double
    /// The height; zero or less is empty.
    public var height: Double

    /// Describes a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = ComponentRect(x: 0, y: 0, width: 0, height: 0)

    /// Whether it covers no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> ComponentRect {
        ComponentRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of both rectangles, `nil` when they do not overlap.
    public func intersection(_ other: ComponentRect) -> ComponentRect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return right > left && bottom > top ? ComponentRect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }

    /// The parts of this rectangle outside `other`, as at most four rectangles that do not overlap: the bands
    /// above and below it, then the pieces left and right of it.
    public func subtracting(_ other: ComponentRect) -> [ComponentRect] {
        guard let cut = intersection(other) else { return isEmpty ? [] : [self] }
        let parts = [
            ComponentRect(x: x, y: y, width: width, height: cut.y - y),
            ComponentRect(x: x, y: cut.y + cut.height, width: width, height: y + height - cut.y - cut.height),
            ComponentRect(x: x, y: cut.y, width: cut.x - x, height: cut.height),
            ComponentRect(x: cut.x + cut.width, y: cut.y, width: x + width - cut.x - cut.width, height: cut.height),
        ]
        return parts.filter { !$0.isEmpty }
    }

    /// Whether the point lies inside.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }
}

/// Where a component's placeholder is and how it shows, as the page measured it in one animation frame.
///
/// The native host lays the component's view on ``frame``, shows only its part inside ``clip``, leaves holes
/// where ``occluders`` (web content painted above the placeholder) are, and applies ``opacity`` and
/// ``cornerRadius``. Components are stacked by ``zIndex``.
public struct ComponentGeometry: Codable, Hashable, Sendable {
    /// The placeholder's border box, with CSS translations and scales applied.
    public var frame: ComponentRect
    /// The visible part of ``frame``: after every ancestor that clips its overflow and the viewport.
    public var clip: ComponentRect
    /// `false` when the placeholder is not displayed, `visibility: hidden`, or entirely out of view.
    public var visible: Bool
    /// The product of the opacity of the placeholder and its ancestors.
    public var opacity: Double
    /// The placeholder's border radius, in CSS pixels.
    public var cornerRadius: Double
    /// The stacking order among the page's components: higher is above.
    public var zIndex: Int
    /// Boxes of web content painted above the placeholder, within ``clip``.
    public var occluders: [ComponentRect]

    /// Describes a geometry.
    public init(frame: ComponentRect, clip: ComponentRect? = nil, visible: Bool = true, opacity: Double = 1,
                cornerRadius: Double = 0, zIndex: Int = 0, occluders: [ComponentRect] = [])
    {
        self.frame = frame
        self.clip = clip ?? frame
        self.visible = visible
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.zIndex = zIndex
        self.occluders = occluders
    }

    /// The parts of ``clip`` that no occluder covers, as rectangles that do not overlap.
    public var uncoveredParts: [ComponentRect] {
        occluders.reduce([clip]) { parts, occluder in parts.flatMap { $0.subtracting(occluder) } }
    }

    /// Whether any of the view shows.
    public var showsAnything: Bool { visible && !clip.isEmpty && opacity > 0 }
}
