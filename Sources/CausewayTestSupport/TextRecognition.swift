#if canImport(CWebKitGTK)
public import Causeway
import Foundation

/// Reads the text in a screenshot with Tesseract, for assertions on what is on screen that no widget property
/// can stand in for.
public enum TextRecognition {
    /// The words Tesseract reads in `snapshot`, enlarged `scale` times first (screen text is small for it); with
    /// `inked`, every pixel is made black or white first, split halfway between the darkest and the lightest (small
    /// grey text on a light button, which Tesseract often reads as nothing).
    ///
    /// Tesseract takes seconds on a busy machine; the caller's thread, a test's main loop included, runs meanwhile.
    public static func text(in snapshot: PageSnapshot, scale: Int = 3, inked: Bool = false) async throws -> String {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-ocr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: image) }
        try grayMap(snapshot, scale: scale, inked: inked).write(to: image)
        // Page segmentation 11: sparse text, words anywhere (a header's title and buttons). One thread: Tesseract's
        // OpenMP threads spin for each other, and on two cores a reading took 2.7 s with them and 0.4 s without.
        let output = try await ChildProcess.output(of: ["/usr/bin/env", "OMP_THREAD_LIMIT=1", "/usr/bin/tesseract",
                                                        image.path, "stdout", "--psm", "11"])
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `snapshot` as a binary PGM image enlarged `scale` times with bilinear interpolation (smooth letter edges
    /// read better than blocks); transparent pixels read as white paper. With `inked`, black and white only, after
    /// the enlargement.
    private static func grayMap(_ snapshot: PageSnapshot, scale: Int, inked: Bool = false) -> Data {
        let width = snapshot.width, height = snapshot.height
        let gray = snapshot.rgba.withUnsafeBufferPointer { rgba in
            (0..<width * height).map { pixel in
                let start = pixel * 4
                let alpha = Double(rgba[start + 3]) / 255
                let luma = 0.299 * Double(rgba[start]) + 0.587 * Double(rgba[start + 1]) + 0.114 * Double(rgba[start + 2])
                return min(255, luma * alpha + 255 * (1 - alpha))
            }
        }
        let halfway = ((gray.min() ?? 0) + (gray.max() ?? 255)) / 2
        let columns = Sample.along(width, scale: scale), rows = Sample.along(height, scale: scale)
        var pixels = [UInt8](repeating: 255, count: columns.count * rows.count)
        gray.withUnsafeBufferPointer { gray in
            pixels.withUnsafeMutableBufferPointer { pixels in
                var index = 0
                for row in rows {
                    let top = row.before * width, bottom = row.after * width
                    for column in columns {
                        let upper = gray[top + column.before] * (1 - column.weight) + gray[top + column.after] * column.weight
                        let lower = gray[bottom + column.before] * (1 - column.weight)
                            + gray[bottom + column.after] * column.weight
                        let value = upper * (1 - row.weight) + lower * row.weight
                        pixels[index] = inked ? (value < halfway ? 0 : 255) : UInt8(value)
                        index += 1
                    }
                }
            }
        }
        return Data("P5\n\(columns.count) \(rows.count)\n255\n".utf8) + pixels
    }

    /// Where a column (or row) of the enlarged image falls between two of the original's, and how far towards the
    /// second.
    private struct Sample {
        let before: Int
        let after: Int
        let weight: Double

        /// The samples of `count` columns enlarged `scale` times.
        static func along(_ count: Int, scale: Int) -> [Sample] {
            (0..<count * scale).map { index in
                let position = max(0, (Double(index) + 0.5) / Double(scale) - 0.5)
                let before = min(Int(position), count - 1)
                return Sample(before: before, after: min(before + 1, count - 1), weight: position - Double(before))
            }
        }
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
