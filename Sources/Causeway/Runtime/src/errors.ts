// CausewayError, and the wire's error objects that become one or come from one.
import type { CausewayError as PublicError, CausewayErrorCode, CausewayErrorOptions, CausewayPath } from "./api";
import { $String, $object, create } from "./builtins";
import { bare, put } from "./records";

/** An error from the other side of the bridge, or a call that failed locally. */
export class CausewayError extends Error implements PublicError {
  declare readonly code: CausewayErrorCode;
  declare readonly path?: CausewayPath;
  declare readonly data?: unknown;

  constructor(code: CausewayErrorCode, message = "", options: CausewayErrorOptions = create(null)) {
    super(message);
    const { path, data } = options;
    // Defined, not assigned: an assignment would run a setter that page script put on a prototype.
    put(this, "name", "CausewayError");
    put(this, "code", code);
    if (path !== undefined) put(this, "path", path);
    if (data !== undefined) put(this, "data", data);
  }
}

/** A wire `error` object: what a failed reply or stream end carries. */
export interface WireError {
  code: CausewayErrorCode;
  message: string;
  path?: CausewayPath;
  data?: unknown;
}

export const isCausewayError = (value: unknown): value is CausewayError =>
  $object.isPrototypeOf(CausewayError.prototype, value);

export const cancelled = () => new CausewayError("cancelled", "The call was cancelled");
export const badName = () => new CausewayError("invalidArguments", "A method or event name must be a string");

/** `error` as a CausewayError: itself, or one with `code` and its message. */
export function asError(error: unknown, code: CausewayErrorCode): CausewayError {
  if (isCausewayError(error)) return error;
  const e = error as any;
  return new CausewayError(code, $String((e && e.message) || e));
}

/** The CausewayError a wire `error` object describes. */
export function fromWire(error: unknown): CausewayError {
  const e = bare(error as Partial<WireError>);
  return new CausewayError(e.code ?? "protocolError", e.message ?? "", { path: e.path, data: e.data });
}

/** The wire `error` object for a page handler's throw. */
export function toWire(error: unknown): WireError {
  if (isCausewayError(error)) {
    const { code, message, path, data } = error;
    return { code, message, path, data };
  }
  const e = error as any;
  return { code: "handlerFailed", message: $String((e && e.message) || e), data: e?.data };
}

/** The wire `error` object of a reply that failed on this side, without a prototype. */
export const failedHere = ({ code, message, path }: CausewayError): WireError => bare({ code, message, path });
