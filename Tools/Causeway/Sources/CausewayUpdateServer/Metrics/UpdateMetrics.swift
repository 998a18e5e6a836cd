public import CausewayPackages
import CoreMetrics
public import HTTPTypes
import Prometheus

/// What an update server counts, through swift-metrics into a Prometheus registry of its own, written out in
/// Prometheus' text format at `GET /metrics`:
///
/// | metric | labels |
/// |---|---|
/// | `causeway_update_checks_total` | `answer`: `offer`, `none`, `refused` (over the address's budget), `invalid` |
/// | `causeway_update_offers_total` | `kind`: `full`, `delta` |
/// | `causeway_update_reports_total` | `outcome`: an ``InstallReport/Outcome``, or `refused` (over a budget, without its offer's token, unreadable or sent twice) |
/// | `causeway_release_pauses_total` | `by`: `health` (its ``HealthRule``), `publisher` |
/// | `causeway_http_request_duration_seconds` (histogram) | `route` (the route's pattern), `method`, `status` |
/// | `causeway_registry_operations_in_flight` (gauge) | |
/// | `causeway_registry_operation_duration_seconds` (histogram) | `operation` |
/// | `causeway_registry_errors_total` | `operation` |
///
/// Every label takes its values from a set the server's code fixes (a route's pattern, never a request's path; a
/// method the server has routes for, or `other`), so no client can grow the number of series. Each server owns its
/// registry: nothing here is global, so several servers in one process count apart.
public final class UpdateMetrics: Sendable {
    /// How an update check was answered.
    public enum CheckAnswer: String, Sendable, CaseIterable {
        /// An offer of a release.
        case offer
        /// Nothing to install (`204`).
        case none
        /// Over the client address's budget (`429`).
        case refused
        /// A request without a device or a native version.
        case invalid
    }

    /// Who paused a release.
    public enum PauseCause: String, Sendable, CaseIterable {
        /// Its health rule, on the devices' reports.
        case health
        /// A publisher, through the API or the dashboard.
        case publisher
    }

    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let checks: [CheckAnswer: CoreMetrics.Counter]
    private let offers: [UpdateOffer.Kind: CoreMetrics.Counter]
    private let reports: [InstallReport.Outcome: CoreMetrics.Counter]
    private let refusedReports: CoreMetrics.Counter
    private let pauses: [PauseCause: CoreMetrics.Counter]
    private let registryInFlight: Meter

    /// Metrics that start at zero, every series of the counters above already there.
    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
            .milliseconds(2500), .seconds(5), .seconds(10),
        ]
        self.factory = factory
        checks = Self.counters("causeway_update_checks_total", "answer", CheckAnswer.allCases, factory)
        offers = Self.counters("causeway_update_offers_total", "kind", [UpdateOffer.Kind.full, .delta], factory)
        reports = Self.counters("causeway_update_reports_total", "outcome", InstallReport.Outcome.allCases, factory)
        refusedReports = CoreMetrics.Counter(label: "causeway_update_reports_total", dimensions: [("outcome", "refused")],
                                 factory: factory)
        pauses = Self.counters("causeway_release_pauses_total", "by", PauseCause.allCases, factory)
        registryInFlight = Meter(label: "causeway_registry_operations_in_flight", factory: factory)
    }

    /// Counts an update check by its answer.
    public func checked(_ answer: CheckAnswer) {
        checks[answer]?.increment()
    }

    /// Counts an offer by its kind.
    public func offered(_ kind: UpdateOffer.Kind) {
        offers[kind]?.increment()
    }

    /// Counts a recorded report by its outcome.
    public func reported(_ outcome: InstallReport.Outcome) {
        reports[outcome]?.increment()
    }

    /// Counts a report the server did not record.
    public func refusedReport() {
        refusedReports.increment()
    }

    /// Counts a release paused by `cause`.
    public func paused(by cause: PauseCause) {
        pauses[cause]?.increment()
    }

    /// Records how long a request took; `route` is the pattern of the route that answered it (`nil` when none did).
    func answered(route: String?, method: HTTPRequest.Method, status: HTTPResponse.Status, after duration: Duration) {
        let known: Set<HTTPRequest.Method> = [.get, .head, .post, .put, .delete]
        CoreMetrics.Timer(label: "causeway_http_request_duration_seconds",
              dimensions: [("route", route ?? "unmatched"),
                           ("method", known.contains(method) ? method.rawValue : "other"),
                           ("status", String(status.code))],
              factory: factory)
            .recordNanoseconds(Self.nanoseconds(duration))
    }

    /// Runs the registry operation `name`, counting it in flight while it runs, then its duration, and its error
    /// when it throws one.
    func registryOperation<Value>(_ name: String, _ body: () async throws -> Value) async throws -> Value {
        registryInFlight.increment()
        let started = ContinuousClock.now
        defer {
            registryInFlight.decrement()
            CoreMetrics.Timer(label: "causeway_registry_operation_duration_seconds", dimensions: [("operation", name)],
                  factory: factory)
                .recordNanoseconds(Self.nanoseconds(started.duration(to: .now)))
        }
        do {
            return try await body()
        } catch {
            CoreMetrics.Counter(label: "causeway_registry_errors_total", dimensions: [("operation", name)], factory: factory)
                .increment()
            throw error
        }
    }

    /// Every metric in Prometheus' text exposition format (version 0.0.4).
    public func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }

    private static func counters<Key: Hashable & RawRepresentable<String>>(
        _ label: String, _ dimension: String, _ keys: [Key], _ factory: PrometheusMetricsFactory
    ) -> [Key: CoreMetrics.Counter] {
        Dictionary(uniqueKeysWithValues: keys.map {
            ($0, CoreMetrics.Counter(label: label, dimensions: [(dimension, $0.rawValue)], factory: factory))
        })
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
