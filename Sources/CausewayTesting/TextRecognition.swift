#if canImport(CWebKitGTK)
public import Causeway
import Foundation

/// Reads the text in a screenshot with Tesseract, for assertions on what is on screen that no widget property
/// can stand in for.
public enum TextRecognition {
    /// The words Tesseract reads in `snapshot`, enlarged `scale` times first (screen text is small for it); with
    /// `inked`, every pixel is made black or white first, split halfway between the darkest and the lightest (small
    /// grey text on a light button, which Tesseract often reads as nothing).
    public static func text(in snapshot: PageSnapshot, scale: Int = 3, inked: Bool = false) throws -> String {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-ocr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: image) }
        try grayMap(snapshot, scale: scale, inked: inked).write(to: image)
        // Page segmentation 11: sparse text, words anywhere (a header's title and buttons).
        let output = try spawn(["/usr/bin/tesseract", image.path, "stdout", "--psm", "11"])
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `snapshot` as a binary PGM image enlarged `scale` times with bilinear interpolation (smooth letter edges
    /// read better than blocks); transparent pixels read as white paper. With `inked`, black and white only, after
    /// the enlargement.
    private static func grayMap(_ snapshot: PageSnapshot, scale: Int, inked: Bool = false) -> Data {
        let width = snapshot.width, height = snapshot.height
        let gray = stride(from: 0, to: snapshot.rgba.count, by: 4).map { start in
            let pixel = snapshot.rgba[start..<start + 4].map(Double.init)
            let alpha = pixel[3] / 255
            let luma = 0.299 * pixel[0] + 0.587 * pixel[1] + 0.114 * pixel[2]
            return min(255, luma * alpha + 255 * (1 - alpha))
        }
        let halfway = ((gray.min() ?? 0) + (gray.max() ?? 255)) / 2
        var data = Data("P5\n\(width * scale) \(height * scale)\n255\n".utf8)
        var line = [UInt8](repeating: 255, count: width * scale)
        for row in 0..<height * scale {
            let y = max(0, (Double(row) + 0.5) / Double(scale) - 0.5)
            let top = min(Int(y), height - 1), bottom = min(top + 1, height - 1), down = y - Double(top)
            for column in 0..<width * scale {
                let x = max(0, (Double(column) + 0.5) / Double(scale) - 0.5)
                let left = min(Int(x), width - 1), right = min(left + 1, width - 1), across = x - Double(left)
                let upper = gray[top * width + left] * (1 - across) + gray[top * width + right] * across
                let lower = gray[bottom * width + left] * (1 - across) + gray[bottom * width + right] * across
                let value = upper * (1 - down) + lower * down
                line[column] = inked ? (value < halfway ? 0 : 255) : UInt8(value)
            }
            data.append(contentsOf: line)
        }
        return data
    }
}

extension String {
    /// Whether this recognised text holds `word`, ignoring case and allowing one misread letter in every four
    /// (Tesseract reads small screen text with a few slips: `Cance.led`, `DYTES`).
    public func holds(_ word: String) -> Bool {
        let text = Array(lowercased()), word = Array(word.lowercased())
        let allowed = word.count / 4
        // Sellers' approximate substring match: the fewest edits turning `word` into any substring of `text`.
        var previous = Array(0...word.count)
        for character in text {
            var current = [0]
            for (index, letter) in word.enumerated() {
                current.append(Swift.min(previous[index] + (letter == character ? 0 : 1), previous[index + 1] + 1,
                                         current[index] + 1))
            }
            if current[word.count] <= allowed { return true }
            previous = current
        }
        return previous[word.count] <= allowed
    }
}
#endif
