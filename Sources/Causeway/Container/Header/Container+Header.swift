extension Container {
    /// Changes the header from native code; the change outlives page changes, unlike the page's own
    /// `header.configure`, which lasts as long as its document. A title view that cannot be shown (no items, a
    /// selection out of range, a native view the host does not have) throws `invalidArguments` and changes nothing.
    public func configureHeader(_ configuration: HeaderConfiguration) throws(BridgeError) {
        try headerController.configureFromNative(configuration)
    }

    /// The user tapped the right item `id`: the page receives `header.itemTapped` with `{id}`.
    public func headerItemTapped(_ id: String) {
        headerController.itemTapped(id)
    }

    /// The user picked segment `index` of the header's segmented title: the header keeps the pick, and the page
    /// receives `header.segmentSelected` with `{index, title}`. A pick of the selected segment, or one that no
    /// longer fits the header, changes nothing.
    public func headerSegmentSelected(_ index: Int) {
        headerController.segmentSelected(index)
    }

    /// The user picked item `index` of the header's menu title: the header keeps the pick, and the page receives
    /// `header.menuItemSelected` with `{index, title}`. A pick of the selected item, or one that no longer fits the
    /// header, changes nothing.
    public func headerMenuItemSelected(_ index: Int) {
        headerController.menuItemSelected(index)
    }
}
