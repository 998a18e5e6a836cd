import Logging

extension Bridge {
    /// How many frames' documents the bridge has a channel for (the main frame's included).
    public var frameCount: Int { channels.count }

    /// Ends the channel of a subframe's document: its parked pull is answered, and the handler tasks of its calls
    /// and streams are cancelled. Its later messages are answered as from a frame that has not said hello.
    func end(_ channel: FrameChannel, reason: String) {
        let frameID = channel.sender.frameID
        channels[frameID] = nil
        channel.close()
        for (key, call) in running where key.frameID == frameID {
            running[key] = nil
            call.cancel()
        }
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
