import Foundation

/// A colour written as CSS writes it, as the built-in components take it in props: `#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (commas or spaces; channels 0–255, alpha 0–1) and a few names.
///
/// A page writes these props, so nothing else is read: each engine draws the channels, never the page's text.
public struct CSSColor: Equatable, Sendable {
    /// The channels, each from 0 to 1.
    public var red, green, blue, alpha: Double

    /// A colour of these channels, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour `text` writes, or `nil` if it is none of the forms above.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("#") {
            self.init(hex: text.dropFirst())
        } else if let arguments = Self.arguments(of: text, in: ["rgb", "rgba"]) {
            self.init(channels: arguments)
        } else if let named = Self.names[text] {
            self = named
        } else {
            return nil
        }
    }

    /// Opaque black.
    public static let black = CSSColor(red: 0, green: 0, blue: 0)
    /// Transparent black.
    public static let transparent = CSSColor(red: 0, green: 0, blue: 0, alpha: 0)

    private static let names: [String: CSSColor] = [
        "black": black,
        "white": CSSColor(red: 1, green: 1, blue: 1),
        "red": CSSColor(red: 1, green: 0, blue: 0),
        "green": CSSColor(red: 0, green: 128 / 255, blue: 0),
        "blue": CSSColor(red: 0, green: 0, blue: 1),
        "yellow": CSSColor(red: 1, green: 1, blue: 0),
        "orange": CSSColor(red: 1, green: 165 / 255, blue: 0),
        "gray": CSSColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255),
        "grey": CSSColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255),
        "transparent": transparent,
    ]

    /// The colour of 3, 4, 6 or 8 hex digits: one or two per channel, alpha last and optional.
    private init?(hex digits: Substring) {
        // ASCII hex digits only: `Character.isHexDigit` also accepts fullwidth ones (`#ＦＦＦ`), which no radix reads.
        guard [3, 4, 6, 8].contains(digits.count),
              digits.unicodeScalars.allSatisfy({ $0.isASCII && Character($0).isHexDigit })
        else { return nil }
        let width = digits.count > 4 ? 2 : 1
        var channels: [Double] = []
        for start in stride(from: 0, to: digits.count, by: width) {
            let digit = String(digits.dropFirst(start).prefix(width))
            guard let value = UInt8(width == 1 ? digit + digit : digit, radix: 16) else { return nil }
            channels.append(Double(value) / 255)
        }
        if channels.count == 3 { channels.append(1) }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }

    /// The colour of `rgb()` or `rgba()` arguments: three channels from 0 to 255, then an optional alpha from 0 to 1,
    /// each clamped into its range.
    private init?(channels arguments: [Double]) {
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        let rgb = arguments.prefix(3).map { min(255, max(0, $0)) / 255 }
        let alpha = arguments.count == 4 ? min(1, max(0, arguments[3])) : 1
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// The numbers between the parentheses of `text` if it is a call of one of `functions`, separated by commas or
    /// spaces; `nil` if it is not, or if an argument is not a finite number (`Double` reads `nan` and `inf` too).
    private static func arguments(of text: String, in functions: [String]) -> [Double]? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
              functions.contains(text[..<open].trimmingCharacters(in: .whitespaces))
        else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inside.split { $0 == "," || $0 == " " }
        let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
        return numbers.count == parts.count ? numbers : nil
    }

    /// The colour in CSS's `rgba()` form, channels 0–255 and alpha 0–1 (clamped, and 0 for a channel that is not a
    /// number), for engines that style with CSS.
    public var cssText: String {
        func clamped(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        let channels = [red, green, blue].map { String(Int((clamped($0) * 255).rounded())) }
        return "rgba(\(channels.joined(separator: ", ")), \(clamped(alpha)))"
    }
}
