import Causeway
import XCTest

/// Bytes cross through the blob scheme, not through JSON, in both directions.
final class BinaryContractTests: XCTestCase {
    func testBytesCrossBothWays() {
        contract { page, _ in
            for size in [0, 1, 1000, 1 << 20, 8 << 20] {
                checkEqual(try await page.sendBytes("test.upload", size: size),
                           .ok(["count": .number(Double(size)), "matches": true]), "\(size) bytes up", on: page)
                checkEqual(try await page.receiveBytes("test.download", size: size),
                           .ok(["length": .number(Double(size)), "isBytes": true, "matches": true]),
                           "\(size) bytes down", on: page)
            }
            checkEqual(page.bridge.blobs.count, 0, "every blob was claimed", on: page)
        }
    }

    func testNativeBytesReachPageHandlers() {
        contract { page, _ in
            struct Check: Codable, Sendable { var length: Int; var isBytes: Bool; var matches: Bool }
            let bytes = Data((0..<70_000).map { UInt8($0 % 251) })
            let result = try await page.bridge.call("page.checkBytes", ["bytes": bytes], as: Check.self)
            checkEqual(result.length, 70_000, "length", on: page)
            check(result.isBytes && result.matches, "the page got the bytes: \(result)", on: page)
            let fromPage = try await page.bridge.call("page.bytes", ["size": 4096], as: Data.self)
            checkEqual(fromPage, Data((0..<4096).map { UInt8($0 % 251) }), "page bytes as Data", on: page)
        }
    }
}
