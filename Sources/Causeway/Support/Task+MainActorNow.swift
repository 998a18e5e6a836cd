extension Task where Failure == Never {
    /// Runs `operation` on the main actor, starting it synchronously, without waiting for the main actor's queue,
    /// when the runtime can (Swift 6.2 runtimes); older runtimes start it as a new main-actor task.
    ///
    /// Engines use it where a reply can often be given inside the engine's own callback.
    @MainActor
    @discardableResult
    public static func onMainActorNow(_ operation: @escaping @MainActor () async -> Success) -> Task<Success, Never> {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            Task.immediate { @MainActor in await operation() }
        } else {
            Task { @MainActor in await operation() }
        }
    }
}
