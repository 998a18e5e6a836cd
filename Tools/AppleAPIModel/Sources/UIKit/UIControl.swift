// Source: https://developer.apple.com/documentation/uikit/uicontrol
//   Apple: `@MainActor class UIControl : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uicontrol/):
//   .../addaction(_:for:)       `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14+;
//                               "UIActions are uniqued based on their identifier, and subsequent actions with the
//                               same identifier replace previously added actions.")
//   .../sendactions(for:)       `func sendActions(for controlEvents: UIControl.Event)`
//   .../event                   `struct Event` (an `OptionSet` over `UInt`); of its constants the model has
//                               `valueChanged` and the editing ones, with the values of the UIControl header:
//                               `valueChanged` = 1 << 12, `editingDidBegin` = 1 << 16, `editingChanged` = 1 << 17,
//                               `editingDidEnd` = 1 << 18, `editingDidEndOnExit` = 1 << 19
//   .../state                   `struct State` (an `OptionSet` over `UInt`): `normal` = 0, `highlighted` = 1 << 0,
//                               `disabled` = 1 << 1, `selected` = 1 << 2, `focused` = 1 << 3 (UIControl header)
//   .../showsmenuasprimaryaction
//                               `var showsMenuAsPrimaryAction: Bool { get set }` (iOS 14; "If this value is true, the
//                               contextMenuInteraction becomes the primary action of the control ... The default
//                               value is false.")
//   Not modelled: target-action (selectors), `removeAction`, the control's own state, tracking, the touch events,
//   context menu interactions.
//
// Model: sending events runs, in the order they were added, the actions added for any of them, once each.
import Foundation

@MainActor
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: UIControl.Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index].action = action
            actions[index].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.modelPerform()
        }
    }

    open var showsMenuAsPrimaryAction = false

    // Model only: whether an action is added for any of `controlEvents`.
    func modelHasActions(for controlEvents: UIControl.Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
        public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
        public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
    }

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var normal: UIControl.State { State(rawValue: 0) }
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
        public static var focused: UIControl.State { State(rawValue: 1 << 3) }
    }
}
