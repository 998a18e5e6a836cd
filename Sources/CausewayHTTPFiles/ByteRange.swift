import Foundation

/// One `Range: bytes=…` header, read against a file's size. Several ranges in one header are served as the whole
/// file, which HTTP allows.
enum ByteRange: Equatable {
    case whole
    case part(ClosedRange<Int64>)
    case unsatisfiable

    static func parse(_ header: String, size: Int64) -> ByteRange {
        let value = header.trimmingCharacters(in: .whitespaces)
        guard value.hasPrefix("bytes="), !value.contains(",") else { return .whole }
        let bounds = value.dropFirst("bytes=".count).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard bounds.count == 2 else { return .whole }
        let (first, last) = (Int64(bounds[0].trimmingCharacters(in: .whitespaces)),
                             Int64(bounds[1].trimmingCharacters(in: .whitespaces)))
        switch (first, last) {
        case (let start?, let end):
            guard start < size, end.map({ $0 >= start }) ?? true else { return .unsatisfiable }
            return .part(start...min(end ?? size - 1, size - 1))
        case (nil, let suffix?):
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .part(max(0, size - suffix)...(size - 1))
        case (nil, nil):
            return .whole
        }
    }
}
