import Logging

extension Bridge {
    /// How many frames' documents the bridge has a channel for (the main frame's included).
    public var frameCount: Int { channels.count }

    /// Ends a frame's channel: its parked pull is answered, and the handler tasks of its calls and streams are
    /// cancelled. Its later messages are answered as from a frame that has not said hello.
    func end(_ channel: FrameChannel, reason: String) {
        channels[channel.sender.frameID] = nil
        channel.close()
        logger.debug("Ended a frame's channel", metadata: [
            "origin": "\(channel.sender.origin)", "reason": "\(reason)",
        ])
    }

    /// Ends the channel of the subframe heard from least recently when the table is full
    /// (``BridgeLimits/maxFrameChannels``), so frames that come and go without a word cannot grow it.
    func makeRoomForAFrame() {
        guard channels.count >= limits.maxFrameChannels,
              let quietest = channels.values.filter({ $0 !== mainFrame }).min(by: { $0.lastHeard < $1.lastHeard })
        else { return }
        logger.notice("Too many frames; ending the quietest", metadata: ["limit": "\(limits.maxFrameChannels)"])
        end(quietest, reason: "the table of frames is full")
    }
}
