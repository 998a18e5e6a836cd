extension LabelProps {
    /// The sizes a label's font may have, in CSS pixels.
    public static let fontSizes = 1.0...1_000.0

    /// The colour of the text: the one ``color`` names, black when it names none.
    public var textColor: CSSColor { color.flatMap(CSSColor.init) ?? .black }

    /// The colour filling the component: the one ``background`` names, transparent when it names none.
    public var backgroundColor: CSSColor { background.flatMap(CSSColor.init) ?? .transparent }

    /// The font size to draw, clamped into ``fontSizes``; `nil` (the platform's own) when ``fontSize`` is not a
    /// number.
    public var drawnFontSize: Double? {
        fontSize.flatMap { $0.isFinite ? min(Self.fontSizes.upperBound, max(Self.fontSizes.lowerBound, $0)) : nil }
    }

    /// The style as CSS declarations, for engines that style a label with CSS: the colours' channels and the
    /// drawn size, never text the page wrote.
    public var cssDeclarations: String {
        var declarations = ["color: \(textColor.cssText);", "background: \(backgroundColor.cssText);"]
        if let size = drawnFontSize { declarations.append("font-size: \(size)px;") }
        return declarations.joined(separator: " ")
    }
}
