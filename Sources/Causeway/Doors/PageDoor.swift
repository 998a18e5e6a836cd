/// One way that data or demand a page controls enters native code: a bridge method, an engine callback carrying
/// what a page chose, a native resource a page can make the app create, memory native code holds for a page, or
/// page text written to the app's log; and, so that every signal the engine layers connect is accounted for, the
/// signals that carry a person's input or the platform's own news, which carry nothing of the page's.
///
/// Each row says what comes in, the bound that holds it where it enters, and the budget it draws on with its key
/// (per frame, per page, per app). ``PageDoors/all`` is the whole table; its tests derive the doors from the code
/// (the methods a container registers, the signals the engine connects, the fields of ``PageBudget`` and
/// ``BridgeLimits``) and fail for one without a row, so a new door cannot open silently.
public struct PageDoor: Sendable, Hashable {
    /// What kind of door a row is.
    public enum Kind: String, Sendable, CaseIterable {
        /// A bridge method a page calls, named `namespace.method`.
        case method
        /// An engine signal, delegate callback, message handler or scheme request carrying what a page chose, named
        /// after the engine's object and signal (`WebKitWebView notify::title`).
        case engine
        /// A native resource a page can make the app create.
        case resource
        /// Memory native code holds for a page until the page takes it.
        case memory
        /// Page text written to the app's log.
        case log
        /// A signal of the app's own widgets carrying a person's input (a click, a key), nothing of the page's.
        case person
        /// A signal of the platform itself (a frame clock, the memory monitor, a file monitor, the media relay's
        /// server), nothing of the page's.
        case platform
    }

    /// What kind of door this is.
    public let kind: Kind
    /// The door's name: a method's, an engine object's type and signal, a resource's.
    public let name: String
    /// What comes in through it.
    public let carries: String
    /// The bound that holds what comes in, where it enters.
    public let bound: String
    /// The budget it draws on, and its key.
    public let budget: String
    /// The fields of ``PageBudget`` and ``BridgeLimits`` that set its bound and budget.
    public let limits: [String]

    /// A row of the table.
    init(_ kind: Kind, _ name: String, carries: String, bound: String, budget: String, limits: [String] = []) {
        self.kind = kind
        self.name = name
        self.carries = carries
        self.bound = bound
        self.budget = budget
        self.limits = limits
    }
}
