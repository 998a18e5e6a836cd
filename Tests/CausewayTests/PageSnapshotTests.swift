import Causeway
import Testing

/// What the screen checks compare: a snapshot's agreement with another, whether it is one plain colour, a crop.
@Suite struct PageSnapshotTests {
    /// A `width × height` snapshot of one colour.
    private static func plain(_ width: Int, _ height: Int, _ colour: [UInt8]) -> PageSnapshot {
        PageSnapshot(width: width, height: height, rgba: Array((0..<width * height).map { _ in colour }.joined()))
    }

    @Test func agreementCountsThePixelsWithinTheToleranceInEveryChannel() {
        let white = Self.plain(4, 2, [255, 255, 255, 255])
        var other = white
        other.rgba.replaceSubrange(0..<4, with: [247, 255, 255, 255])   // within 8 in red
        other.rgba.replaceSubrange(4..<8, with: [255, 255, 255, 246])   // 9 off in alpha only
        other.rgba.replaceSubrange(8..<12, with: [255, 200, 255, 255])  // far off in green
        #expect(white.agreement(with: other) == 6.0 / 8)
        #expect(white.agreement(with: other, tolerance: 9) == 7.0 / 8)
        #expect(white.agreement(with: other, tolerance: 0) == 5.0 / 8)
        #expect(white.agreement(with: white, tolerance: 0) == 1)
    }

    @Test func agreementIsOverTheAreaInCommon() {
        let small = Self.plain(2, 2, [10, 20, 30, 255])
        var large = Self.plain(3, 3, [10, 20, 30, 255])
        large.rgba.replaceSubrange(8..<12, with: [0, 0, 0, 0])     // the third column of the first row: outside
        large.rgba.replaceSubrange(12..<16, with: [0, 0, 0, 0])    // the first column of the second row: inside
        #expect(small.agreement(with: large) == 3.0 / 4)
        #expect(large.agreement(with: small) == 3.0 / 4)
        #expect(small.agreement(with: PageSnapshot(width: 0, height: 0, rgba: [])) == 0)
    }

    @Test func aSnapshotIsUniformOnlyWhenEveryPixelIsTheFirstOnesColour() {
        var snapshot = Self.plain(3, 3, [1, 2, 3, 4])
        #expect(snapshot.isUniform)
        snapshot.rgba[snapshot.rgba.count - 1] = 5
        #expect(!snapshot.isUniform)
        #expect(PageSnapshot(width: 0, height: 0, rgba: []).isUniform)
    }

    @Test func aCropIsClippedToTheSnapshot() {
        let pixels: [UInt8] = (0..<9).flatMap { index in [UInt8(index), 0, 0, 255] }
        let snapshot = PageSnapshot(width: 3, height: 3, rgba: pixels)
        let corner = snapshot.cropped(to: ComponentRect(x: 1.5, y: 1, width: 10, height: 10))
        #expect(corner.width == 2 && corner.height == 2)
        #expect(stride(from: 0, to: corner.rgba.count, by: 4).map { corner.rgba[$0] } == [4, 5, 7, 8])
        #expect(snapshot.cropped(to: ComponentRect(x: 5, y: 5, width: 1, height: 1)).width == 0)
    }
}
