extension JSONTape {
    /// The text of a number node.
    func numberText(at index: Int) -> String {
        let node = nodes[index]
        return String(decoding: bytes[Int(node.first)..<Int(node.second)], as: UTF8.self)
    }

    /// Number node `index` as an integer of type `Integer`, or `nil` when its exact value is not a whole number in
    /// `Integer`'s range: `1e2` and `2.50e1` are whole numbers, `1.5` and `9007199254740993.5` are not (where
    /// `JSONDecoder` takes the second, as 9007199254740993, because its nearest double is whole).
    func integer<Integer: FixedWidthInteger>(at index: Int, as _: Integer.Type) -> Integer? {
        guard let (negative, magnitude) = wholeNumber(at: index) else { return nil }
        guard negative, magnitude > 0 else { return Integer(exactly: magnitude) }
        let limit = UInt64(Int64.max) + 1
        guard magnitude <= limit else { return nil }
        return Integer(exactly: magnitude == limit ? Int64.min : -Int64(magnitude))
    }

    /// Number node `index` as a sign and a magnitude, when its exact value is a whole number whose magnitude fits in
    /// 64 bits. Reads the digits once, however long the number or its exponent.
    private func wholeNumber(at index: Int) -> (negative: Bool, magnitude: UInt64)? {
        let node = nodes[index]
        return bytes.withUnsafeBufferPointer { buffer -> (negative: Bool, magnitude: UInt64)? in
            var position = Int(node.first)
            let end = Int(node.second)
            let negative = buffer[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            var magnitude: UInt64 = 0
            // Zeros read after the last other digit, not yet in `magnitude`; digits after the point.
            var trailingZeros = 0
            var fractionDigits = 0
            var inFraction = false
            while position < end, buffer[position] != UInt8(ascii: "e"), buffer[position] != UInt8(ascii: "E") {
                let byte = buffer[position]
                position += 1
                if byte == UInt8(ascii: ".") {
                    inFraction = true
                    continue
                }
                if inFraction { fractionDigits += 1 }
                guard byte != UInt8(ascii: "0") else {
                    trailingZeros += 1
                    continue
                }
                for _ in 0...trailingZeros {
                    let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
                    guard !overflowed else { return nil }
                    magnitude = shifted
                }
                trailingZeros = 0
                let (sum, overflowed) = magnitude.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflowed else { return nil }
                magnitude = sum
            }
            guard magnitude > 0 else { return (negative, 0) }
            // The value is magnitude × 10^scale; the last digit of magnitude is not 0.
            var scale = trailingZeros - fractionDigits
            if position < end {
                position += 1
                let exponentNegative = buffer[position] == UInt8(ascii: "-")
                if exponentNegative || buffer[position] == UInt8(ascii: "+") { position += 1 }
                var exponent = 0
                while position < end {
                    // Held below a bound far past any count of digits (a text is under 2^31 bytes), so that the
                    // scale stays exact wherever it can make a difference.
                    exponent = min(exponent * 10 + Int(buffer[position] - UInt8(ascii: "0")), 1 << 40)
                    position += 1
                }
                scale += exponentNegative ? -exponent : exponent
            }
            guard scale >= 0 else { return nil }
            for _ in 0..<scale {
                let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflowed else { return nil }
                magnitude = shifted
            }
            return (negative, magnitude)
        }
    }

    /// Number node `index` as a finite double, or `nil` when it is too large for one, or so small that it reads as
    /// 0 though its digits are not all zeros (as `JSONDecoder` refuses it).
    func double(at index: Int) -> Double? {
        let node = nodes[index]
        // Up to 15 digits and nothing else: exact as an integer.
        if node.second - node.first <= 15, bytes[Int(node.first)..<Int(node.second)].allSatisfy(\.isASCIIDigit),
           let whole = integer(at: index, as: Int.self)
        {
            return Double(whole)
        }
        guard let value = Double(numberText(at: index)), value.isFinite else { return nil }
        return value != 0 || !hasNonZeroDigit(at: index) ? value : nil
    }

    /// Whether the digits of number node `index` before its exponent are not all zeros: a number so small that it
    /// reads as 0 does not fit, as in `JSONDecoder`.
    func hasNonZeroDigit(at index: Int) -> Bool {
        let node = nodes[index]
        for byte in bytes[Int(node.first)..<Int(node.second)] {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }
}
