import HTTPTypes
import Hummingbird
import Logging

/// For every request: its duration in ``UpdateMetrics`` by route, method and status, until its answer's head is
/// ready (a file's bytes stream after), and one log line once it is answered, carrying its request id.
///
/// The request id is the `X-Request-ID` the load balancer sent when it is a short token (at most 64 letters, digits,
/// dots, dashes and underscores), or the server's own otherwise; it goes back in the answer's `X-Request-ID`, errors
/// included, and is in the metadata (`request_id`) of everything logged for the request.
struct ObservedRequests<Context: RequestContext>: RouterMiddleware {
    static var requestIDField: HTTPField.Name { HTTPField.Name("X-Request-ID")! }

    let metrics: UpdateMetrics

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response
    {
        let started = ContinuousClock.now
        let id = Self.forwardedID(of: request) ?? context.id
        var context = context
        context.logger[metadataKey: "request_id"] = .string(id)
        context.logger[metadataKey: "hb.request.id"] = nil
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            answered(request, context, status: .internalServerError, since: started)
            throw error
        }
        response.headers[Self.requestIDField] = id
        answered(request, context, status: response.status, since: started)
        return response
    }

    private func answered(_ request: Request, _ context: Context, status: HTTPResponse.Status,
                          since started: ContinuousClock.Instant)
    {
        let duration = started.duration(to: .now)
        metrics.answered(route: context.endpointPath, method: request.method, status: status, after: duration)
        context.logger.info("answered", metadata: [
            "method": .string(request.method.rawValue), "route": .string(context.endpointPath ?? "unmatched"),
            "status": .stringConvertible(status.code),
            "duration_ms": .stringConvertible((duration / .microseconds(1)).rounded() / 1000),
        ])
    }

    /// The load balancer's request id, when it is a short token.
    private static func forwardedID(of request: Request) -> String? {
        guard let id = request.headers[requestIDField], (1...64).contains(id.utf8.count),
              id.utf8.allSatisfy({ $0.isTokenByte })
        else { return nil }
        return id
    }
}

private extension UInt8 {
    /// A letter, a digit, `.`, `-` or `_`.
    var isTokenByte: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || [UInt8(ascii: "."), UInt8(ascii: "-"),
                                                                             UInt8(ascii: "_")].contains(self)
    }
}
