import Foundation
import Logging

/// The container's side of its own script, which runs in the isolated world ``Container/scriptWorld`` of the main
/// frame: it injects the script, answers each document's request for its page switches by the app's routes, and
/// keeps the content height the script reports (``ContainerScriptMessage``).
@MainActor
final class ContainerScriptChannel {
    /// The page's content height, once the script has reported it for the current document.
    private(set) var contentHeight: Double?
    private unowned let container: Container

    /// The channel of `container`'s script.
    init(container: Container) {
        self.container = container
    }

    /// Injects the script at each document's start and takes its messages.
    func install() {
        let engine = container.engine
        engine.addUserScript(UserScript(source: RuntimeScripts.container, injectionTime: .documentStart,
                                        frames: .mainOnly, world: .named(Container.scriptWorld)))
        engine.addMessageHandler(named: Container.messageHandler, in: .named(Container.scriptWorld)) {
            [weak self] message in
            self?.receive(message.body) ?? "null"
        }
    }

    /// A new document: its height is unknown until its script reports it.
    func documentChanged() {
        contentHeight = nil
    }

    private func receive(_ body: JSONValue) -> String {
        guard let message = try? body.decode(as: ContainerScriptMessage.self) else {
            container.logger.notice("The container script sent a message that is not one",
                                    metadata: ["message": "\(body.jsonText.prefix(200))"])
            return "null"
        }
        switch message {
        case .options(let url):
            let app = container.app
            let options = app.routes.options(for: url.flatMap(URL.init(string:)), base: app.pageOptions)
            return (try? JSONValue(encoding: ContainerScriptMessage.PageSwitches(options)))?.jsonText ?? "null"
        case .height(let height):
            contentHeight = height
            container.host?.container(container, didChangeContentHeight: height)
            container.notify(.contentHeightChanged(height))
            return "null"
        }
    }
}
