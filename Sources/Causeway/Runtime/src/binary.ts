// Binary values across the bridge: uploaded through the courier on the way out and swapped for `{"$blob": token}`
// markers; fetched from the blob endpoint on the way in (docs/protocol.md, Binary data).
import { $Uint8Array, $array, $fetch, $response, $string, isArray, keys } from "./builtins";
import { CausewayError, asError } from "./errors";
import { append, bare, unhooked } from "./records";
import { type Binary, type Payload, serialize, sizeOf } from "./wire";

const BLOB_URL = "causeway-blob://bridge/";

/** What uploads bytes: the courier's channel. */
export interface Uploader {
  upload(bytes: Binary): Promise<string>;
}

/** Uploads `value` through `uploader`; resolves with its token. Rejects with a CausewayError. */
export async function upload(uploader: Uploader, value: Binary, maxBlobBytes: number): Promise<string> {
  const size = sizeOf(value);
  if (size > maxBlobBytes) {
    throw new CausewayError("payloadTooLarge", `A binary value of ${size} bytes is larger than ${maxBlobBytes}`);
  }
  const answer = await unhooked(uploader.upload(value));
  const status = $string.slice(answer, 0, $string.indexOf(answer, "\n"));
  const text = $string.slice(answer, status.length + 1);
  if (status === "413") throw new CausewayError("payloadTooLarge", text);
  if (status === "429") throw new CausewayError("limitExceeded", text);
  if (status !== "200") throw new CausewayError("protocolError", `The upload failed with status ${status}: ${text}`);
  return text;
}

/**
 * Encodes `value`, whose binary values are `found` (in the order `serialize` meets them), uploading them one after
 * another. Resolves with a record without a prototype, so that no `then` page script put on Object.prototype is
 * offered it; await it through `unhooked`. Rejects with a CausewayError.
 */
export async function encode(
  value: unknown,
  found: Binary[],
  uploader: Uploader,
  limits: { maxBlobBytes: number; maxDepth: number },
): Promise<Payload> {
  const blobs: string[] = [];
  try {
    for (let i = 0; i < found.length; i++) {
      append(blobs, await unhooked(upload(uploader, found[i], limits.maxBlobBytes)));
    }
  } catch (error) {
    throw asError(error, "protocolError");
  }
  let next = 0;
  return bare({ text: serialize(value, () => ({ $blob: blobs[next++] }), limits.maxDepth), blobs });
}

/** Fetches the bytes a native blob token stands for. */
export async function download(token: string): Promise<Uint8Array> {
  const response = await $fetch(BLOB_URL + token);
  if (!$response.ok(response)) {
    throw new CausewayError("protocolError", `Blob ${token} failed with status ${$response.status(response)}`);
  }
  return new $Uint8Array(await $response.arrayBuffer(response));
}

/**
 * Replaces each `{"$blob": token}` whose token is in `blobs` with the fetched bytes. Rejects with a CausewayError.
 * @param value  parsed from a wire message
 * @param blobs  the message's `blobs`
 */
export async function inflate(value: unknown, blobs: unknown): Promise<unknown> {
  if (!isArray(blobs) || !blobs.length) return value;
  const walk = async (v: any): Promise<unknown> => {
    if (v === null || typeof v !== "object") return v;
    const names = keys(v);
    if (names.length === 1 && names[0] === "$blob" && $array.includes(blobs, v.$blob)) return download(v.$blob);
    for (let i = 0; i < names.length; i++) v[names[i]] = await walk(v[names[i]]);
    return v;
  };
  try {
    return await walk(value);
  } catch (error) {
    throw asError(error, "protocolError");
  }
}
