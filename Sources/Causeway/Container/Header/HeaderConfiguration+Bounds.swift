/// The limits of what a page may put in the header. The page budget's ``PageBudget/headerItems`` bounds the number
/// of items further; these bound what the wire accepts at all.
extension HeaderConfiguration: Bounded {
    /// The longest title, in bytes of UTF-8.
    public static let maxTitleBytes = 1_024
    /// The longest label, item title, id, icon or native view name, in bytes of UTF-8.
    public static let maxLabelBytes = 256
    /// The most items of one header part the wire accepts.
    public static let maxItems = 256

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(title, atMost: Self.maxTitleBytes, at: "title")
        try bounds.nested(titleView, at: "titleView")
        try bounds.count(rightItems, atMost: Self.maxItems, at: "rightItems")
        try bounds.each(rightItems, at: "rightItems")
    }

    /// The most items one part of this configuration shows: segments, menu entries or right items.
    var largestItemCount: Int {
        let titleItems = switch titleView {
        case .segments(let segments): segments.segments.count
        case .menu(let menu): menu.items.count
        case .plain, .native, nil: 0
        }
        return max(titleItems, rightItems?.count ?? 0)
    }
}

extension HeaderItem: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(id, atMost: HeaderConfiguration.maxLabelBytes, at: "id")
        try bounds.length(title, atMost: HeaderConfiguration.maxLabelBytes, at: "title")
        try bounds.length(icon, atMost: HeaderConfiguration.maxLabelBytes, at: "icon")
    }
}

extension HeaderTitleView: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        let labels: [String], key: String
        switch self {
        case .plain: return
        case .native(let native):
            try bounds.length(native.name, atMost: HeaderConfiguration.maxLabelBytes, at: "native")
            return
        case .segments(let segments): (labels, key) = (segments.segments, "segments")
        case .menu(let menu): (labels, key) = (menu.items, "menu")
        }
        try bounds.count(labels, atMost: HeaderConfiguration.maxItems, at: key)
        try bounds.each(labels, at: key) { bounds, label in
            try bounds.length(label, atMost: HeaderConfiguration.maxLabelBytes)
        }
    }
}
