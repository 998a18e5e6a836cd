import CDeflate
import Foundation

/// Checks, before ZIPFoundation reads a zip, that every compressed entry's deflate stream ends inside the entry's own
/// bytes and inflates to no more than the size the entry declares.
///
/// ZIPFoundation 0.9.20 inflates on Linux until the stream says it ended, reading on past the entry: a stream that
/// never ends (a truncated or crafted one) reaches the end of the file, and the loop then spins forever on empty
/// reads. This check reads the zip's end record, its central directory and each entry's local header, and inflates
/// each compressed entry within its bounds, discarding what it inflates. ZIP64 is refused: a package's limits keep
/// far below what needs it.
enum DeflateStreamCheck {
    private static let endRecordSignature: UInt32 = 0x0605_4B50
    private static let centralHeaderSignature: UInt32 = 0x0201_4B50
    private static let localHeaderSignature: UInt32 = 0x0403_4B50
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let deflate: UInt16 = 8

    /// Throws unless every compressed entry of the zip at `url` whose name `inflating` takes is whole and the zip
    /// keeps within `limits`, its signed documents (at most four, of at most `documentBytes` each) aside.
    static func check(_ url: URL, limits: PackageLimits, documentBytes: UInt64,
                      inflating: (String) -> Bool) throws(PackageError)
    {
        let file: FileHandle
        do {
            file = try FileHandle(forReadingFrom: url)
        } catch {
            throw .corruptArchive("cannot open the package: \(error)")
        }
        defer { try? file.close() }
        let reader = Reader(file: file)
        let entries = try reader.centralDirectory()
        // Subtracted, not added: limits may be as large as their types (a builder checking its own output).
        let documents = 4
        guard entries.count <= documents || entries.count - documents <= limits.maxFiles else {
            throw .tooManyFiles(limit: limits.maxFiles)
        }
        let declared = entries.reduce(0) { $0 + $1.uncompressedSize }
        let documentSizes = UInt64(documents) * documentBytes
        guard declared <= documentSizes || declared - documentSizes <= UInt64(max(0, limits.maxExpandedBytes)) else {
            throw .tooLarge(limit: limits.maxExpandedBytes)
        }
        // ZIPFoundation takes the method and the start of the data from the local header.
        var data: [(entry: Entry, method: UInt16, range: Range<UInt64>)] = []
        for entry in entries {
            let (method, range) = try reader.data(of: entry)
            data.append((entry, method, range))
        }
        data.sort { $0.entry.localHeaderOffset < $1.entry.localHeaderOffset }
        for (earlier, later) in zip(data, data.dropFirst()) where later.entry.localHeaderOffset < earlier.range.upperBound {
            throw .corruptArchive("two entries share bytes")
        }
        for (entry, method, range) in data where (method == deflate || entry.method == deflate) && inflating(entry.name) {
            try inflate(range, of: entry, from: reader)
        }
    }

    /// One entry as the central directory describes it.
    fileprivate struct Entry {
        var name: String
        var method: UInt16
        var compressedSize: UInt64
        var uncompressedSize: UInt64
        var localHeaderOffset: UInt64
    }

    /// Inflates `range` of the file, failing unless the stream ends there, with the entry's declared size.
    private static func inflate(_ range: Range<UInt64>, of entry: Entry, from reader: Reader) throws(PackageError) {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corruptArchive("cannot start inflating")
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 1 << 16)
        var inflated: UInt64 = 0
        var offset = range.lowerBound
        var result = Z_OK
        while result != Z_STREAM_END {
            guard offset < range.upperBound else { throw .corruptArchive("a compressed entry ends before its stream") }
            var input = try reader.read(at: offset, count: Int(min(1 << 16, range.upperBound - offset)))
            offset += UInt64(input.count)
            result = input.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(input.count)
                var result = Z_OK
                repeat {
                    result = output.withUnsafeMutableBufferPointer { output in
                        stream.next_out = output.baseAddress
                        stream.avail_out = UInt32(output.count)
                        return CDeflate.inflate(&stream, Z_NO_FLUSH)
                    }
                    inflated += UInt64(output.count) - UInt64(stream.avail_out)
                } while result == Z_OK && stream.avail_out == 0 && inflated <= entry.uncompressedSize
                return result
            }
            guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else {
                throw .corruptArchive("a compressed entry is not a deflate stream")
            }
            guard inflated <= entry.uncompressedSize else {
                throw .corruptArchive("a compressed entry inflates past its declared size")
            }
        }
    }

    /// Reads little-endian fields of the zip at given offsets.
    private struct Reader {
        let file: FileHandle

        func read(at offset: UInt64, count: Int) throws(PackageError) -> [UInt8] {
            do {
                try file.seek(toOffset: offset)
                guard let data = try file.read(upToCount: count), data.count == count else {
                    throw PackageError.corruptArchive("the zip ends early")
                }
                return [UInt8](data)
            } catch let error as PackageError {
                throw error
            } catch {
                throw .corruptArchive("cannot read the package: \(error)")
            }
        }

        /// The entries of the central directory that the end record points at.
        func centralDirectory() throws(PackageError) -> [Entry] {
            let size: UInt64
            do {
                size = try file.seekToEnd()
            } catch {
                throw .corruptArchive("cannot read the package: \(error)")
            }
            // The end record is 22 bytes and a comment of up to 65,535, at the very end.
            let tailLength = min(size, 22 + 0xFFFF)
            let tail = try read(at: size - tailLength, count: Int(tailLength))
            guard tail.count >= 22,
                  let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
                      tail.uint32(at: $0) == DeflateStreamCheck.endRecordSignature
                  })
            else {
                throw .corruptArchive("the zip has no end record")
            }
            let count = Int(tail.uint16(at: end + 10))
            let directorySize = UInt64(tail.uint32(at: end + 12))
            let directoryOffset = UInt64(tail.uint32(at: end + 16))
            // A ZIP64 locator sits right before the end record.
            let endOffset = size - tailLength + UInt64(end)
            var zip64 = false
            if endOffset >= 20 {
                zip64 = try read(at: endOffset - 20, count: 4).uint32(at: 0) == DeflateStreamCheck.zip64LocatorSignature
            }
            guard count != 0xFFFF, directorySize != 0xFFFF_FFFF, directoryOffset != 0xFFFF_FFFF, !zip64 else {
                throw .corruptArchive("ZIP64 is not used by packages")
            }
            guard directoryOffset + directorySize <= size else { throw .corruptArchive("the central directory is outside the zip") }
            let directory = try read(at: directoryOffset, count: Int(directorySize))
            var entries: [Entry] = []
            var position = 0
            for _ in 0..<count {
                guard position + 46 <= directory.count,
                      directory.uint32(at: position) == DeflateStreamCheck.centralHeaderSignature
                else {
                    throw .corruptArchive("the central directory is damaged")
                }
                let nameLength = Int(directory.uint16(at: position + 28))
                guard position + 46 + nameLength <= directory.count else {
                    throw .corruptArchive("the central directory is damaged")
                }
                let name = String(decoding: directory[position + 46..<position + 46 + nameLength], as: UTF8.self)
                let entry = Entry(name: name, method: directory.uint16(at: position + 10),
                                  compressedSize: UInt64(directory.uint32(at: position + 20)),
                                  uncompressedSize: UInt64(directory.uint32(at: position + 24)),
                                  localHeaderOffset: UInt64(directory.uint32(at: position + 42)))
                guard ![entry.compressedSize, entry.uncompressedSize, entry.localHeaderOffset].contains(0xFFFF_FFFF) else {
                    throw .corruptArchive("ZIP64 is not used by packages")
                }
                entries.append(entry)
                position += 46 + Int(directory.uint16(at: position + 28)) + Int(directory.uint16(at: position + 30))
                    + Int(directory.uint16(at: position + 32))
            }
            return entries
        }

        /// The method `entry`'s local header names, and where its compressed bytes are: after the local header, as
        /// long as the central directory says.
        func data(of entry: Entry) throws(PackageError) -> (method: UInt16, range: Range<UInt64>) {
            let header = try read(at: entry.localHeaderOffset, count: 30)
            guard header.uint32(at: 0) == DeflateStreamCheck.localHeaderSignature else {
                throw .corruptArchive("an entry's local header is missing")
            }
            let start = entry.localHeaderOffset + 30 + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
            return (header.uint16(at: 8), start..<start + entry.compressedSize)
        }
    }
}

extension [UInt8] {
    fileprivate func uint16(at index: Int) -> UInt16 {
        UInt16(self[index]) | UInt16(self[index + 1]) << 8
    }

    fileprivate func uint32(at index: Int) -> UInt32 {
        UInt32(uint16(at: index)) | UInt32(uint16(at: index + 2)) << 16
    }
}
