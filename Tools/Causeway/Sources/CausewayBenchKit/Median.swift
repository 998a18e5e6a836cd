extension Array where Element == Double {
    /// The middle value (the mean of the two middle ones for an even count).
    public var median: Double {
        guard !isEmpty else { return .nan }
        let sorted = sorted()
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }
}
