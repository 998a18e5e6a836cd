import ArgumentParser
import CausewayServerCommand

/// `causeway-server`: the update server alone (``ServerCommand``).
@main
enum CausewayServer {
    static func main() {
        ServerCommand.main()
    }
}
