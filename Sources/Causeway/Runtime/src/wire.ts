// The wire format (docs/protocol.md): values as JSON text with their binary values swapped for markers, messages
// stamped with the epoch, and native answers parsed into prototype-less messages.
import type { CausewayPath } from "./api";
import {
  $ArrayBuffer,
  $Blob,
  $Map,
  $array,
  $map,
  $object,
  $string,
  isArray,
  freeze,
  isView,
  keys,
  logWarn,
  parse,
  stringify,
} from "./builtins";
import { CausewayError, asError } from "./errors";
import { append, bare, emptyList, strip } from "./records";

/** A parsed wire message, without a prototype. */
export type Message = Record<string, any>;
/** A value that travels as bytes. */
export type Binary = ArrayBuffer | ArrayBufferView | Blob;
/** A value as JSON text, with the blob tokens it uses. */
export interface Payload {
  text: string;
  blobs: string[];
}
/** What native code accepts; the hello answer's `limits` replace the defaults field by field. */
export interface Limits {
  maxMessageBytes: number;
  maxBlobBytes: number;
  maxDepth: number;
}
export const DEFAULT_LIMITS: Limits = freeze({ maxMessageBytes: 33554432, maxBlobBytes: 268435456, maxDepth: 256 });

/** A page message before the epoch is stamped on it. */
export interface Envelope {
  kind: string;
  fields?: Record<string, unknown>;
  /** The field that holds `payload`. */
  key?: string;
  payload?: Payload;
}

export const isBlob = (value: unknown): value is Blob => $object.isPrototypeOf($Blob.prototype, value);
export const isBinary = (value: unknown): value is Binary =>
  $object.isPrototypeOf($ArrayBuffer.prototype, value) || isView(value) || isBlob(value);

/** The size in bytes of a binary value. */
export const sizeOf = (value: Binary) => (isBlob(value) ? value.size : (value as ArrayBuffer).byteLength);

/**
 * JSON text of `value` with each binary value replaced by `swap(value)`, refusing values nested deeper than
 * `maxDepth`. Throws a CausewayError.
 */
export function serialize(value: unknown, swap: (binary: Binary) => unknown, maxDepth: number): string {
  interface Level {
    up?: Level;
    key: string | number;
    depth: number;
  }
  // A value that is not an object holds no binary value and nests nothing: no replacer needs to look at it.
  if (value === null || typeof value !== "object") {
    try {
      return stringify(value === undefined ? null : value) ?? "null";
    } catch (error) {
      throw asError(error, "invalidArguments");
    }
  }
  const levels = new $Map<unknown, Level>();
  function replacer(this: unknown, key: string, v: unknown) {
    if (v === null || typeof v !== "object") return v;
    const up = $map.get(levels, this);
    const level: Level = { up, key: isArray(this) ? +key : key, depth: up ? up.depth + 1 : 1 };
    if (level.depth > maxDepth) {
      const path: CausewayPath = [];
      for (let l = level; l.up; l = l.up) append(path, l.key);
      $array.reverse(path);
      throw new CausewayError("invalidArguments", `The value is nested deeper than ${maxDepth}`, { path });
    }
    if (isBinary(v)) return swap(v);
    $map.set(levels, v, level);
    return v;
  }
  try {
    return stringify(value === undefined ? null : value, replacer) ?? "null";
  } catch (error) {
    throw asError(error, "invalidArguments");
  }
}

/** Whether `text` takes more than `max` bytes as UTF-8. */
export function exceeds(text: string, max: number): boolean {
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = $string.charCodeAt(text, i);
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 2 : 3;
  }
  return bytes > max;
}

/** The JSON text of a page message, stamped with `epoch`. */
export function stamp({ kind, fields, key, payload }: Envelope, epoch: number): string {
  // Written field by field, without a record to hand to `stringify`: the fields are the runtime's own, and each is a
  // string, a number or a boolean, in which `stringify` looks for no `toJSON`.
  let text = `{"v":1,"kind":${stringify(kind)},"epoch":${epoch}`;
  if (fields) {
    const names = keys(fields);
    for (let i = 0; i < names.length; i++) {
      const json = stringify(fields[names[i]]);
      if (json !== undefined) text += `,${stringify(names[i])}:${json}`;
    }
  }
  if (!payload) return `${text}}`;
  // The tokens are written out one by one: an array would be offered to a `toJSON` that page script can set.
  const blobs = payload.blobs.length ? `,"blobs":${strings(payload.blobs)}` : "";
  return `${text}${blobs},"${key}":${payload.text}}`;
}

/** The JSON text of an array of strings. */
function strings(list: string[]): string {
  const texts = emptyList<string>();
  for (let i = 0; i < list.length; i++) append(texts, stringify(list[i]));
  return `[${$array.join(texts, ",")}]`;
}

/**
 * The wire messages of a post or an answer: JSON texts, one per line. A line that is not JSON is dropped. Each
 * message has no prototype, so a field it lacks is undefined whatever page script put on Object.prototype.
 */
export function lines(text: string): Message[] {
  const messages = emptyList<Message>();
  for (let start = 0; start <= text.length; ) {
    let end = $string.indexOf(text, "\n", start);
    if (end < 0) end = text.length;
    try {
      append(messages, strip(parse(end - start === text.length ? text : $string.slice(text, start, end))));
    } catch {
      logWarn("causeway: dropped a message that is not JSON");
    }
    start = end + 1;
  }
  return messages;
}

/**
 * The field of a native message of kind `kind` that holds its value, where blob markers can be: undefined for a kind
 * that carries none.
 */
export function valueField(kind: unknown): string | undefined {
  switch (kind) {
    case "call":
      return "args";
    case "reply":
      return "result";
    case "event":
      return "data";
    case "next":
      return "value";
  }
}
