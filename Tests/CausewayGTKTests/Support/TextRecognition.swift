import Causeway
import Foundation

/// Reads the text in a screenshot with Tesseract, for assertions on what is on screen that no widget property
/// can stand in for.
enum TextRecognition {
    /// The words Tesseract reads in `snapshot`, enlarged `scale` times first (screen text is small for it).
    static func text(in snapshot: PageSnapshot, scale: Int = 3) throws -> String {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-ocr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: image) }
        try grayMap(snapshot, scale: scale).write(to: image)
        // Page segmentation 11: sparse text, words anywhere (a header's title and buttons).
        let output = try spawn(["/usr/bin/tesseract", image.path, "stdout", "--psm", "11"])
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `snapshot` as a binary PGM image, each pixel repeated `scale` times in both directions; transparent
    /// pixels read as white paper.
    private static func grayMap(_ snapshot: PageSnapshot, scale: Int) -> Data {
        let gray = stride(from: 0, to: snapshot.rgba.count, by: 4).map { start in
            let pixel = snapshot.rgba[start..<start + 4].map(Double.init)
            let alpha = pixel[3] / 255
            let luma = 0.299 * pixel[0] + 0.587 * pixel[1] + 0.114 * pixel[2]
            return UInt8(min(255, luma * alpha + 255 * (1 - alpha)))
        }
        var data = Data("P5\n\(snapshot.width * scale) \(snapshot.height * scale)\n255\n".utf8)
        for row in 0..<snapshot.height {
            let line = gray[row * snapshot.width..<(row + 1) * snapshot.width].flatMap { repeatElement($0, count: scale) }
            for _ in 0..<scale { data.append(contentsOf: line) }
        }
        return data
    }
}
