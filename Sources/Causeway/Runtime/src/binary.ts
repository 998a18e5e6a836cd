// Binary values across the bridge: uploaded through the courier on the way out and swapped for `{"$blob": token}`
// markers; fetched from the blob endpoint on the way in (docs/protocol.md, Binary data).
import { $Uint8Array, $array, $fetch, $response, $string, keys } from "./builtins";
import { CausewayError, asError } from "./errors";
import { append, bare, emptyList, put, unhooked } from "./records";
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
  const blobs = emptyList<string>();
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

/**
 * Fetches the bytes a native blob token stands for. Resolves with them in a record without a prototype, so that no
 * `then` page script put on Object.prototype is offered them; await it through `unhooked`.
 */
export async function download(token: string): Promise<{ bytes: Uint8Array }> {
  const response = await unhooked($fetch(BLOB_URL + token));
  if (!$response.ok(response)) {
    throw new CausewayError("protocolError", `Blob ${token} failed with status ${$response.status(response)}`);
  }
  return bare({ bytes: new $Uint8Array(await unhooked($response.arrayBuffer(response))) });
}

/**
 * Replaces, in place, each `{"$blob": token}` in `message[key]` whose token is in `blobs` with the fetched bytes,
 * fetching them one after another. Resolves with nothing; await it through `unhooked`. Rejects with a CausewayError.
 * @param message  a wire message, parsed
 * @param key  the field that holds its value
 * @param blobs  the message's `blobs`
 */
export async function inflate(message: Record<string, any>, key: string, blobs: unknown[]): Promise<void> {
  // Each marker's place: the object that holds it, and its key there.
  const holders = emptyList<Record<string, any>>();
  const names = emptyList<string>();
  const walk = (holder: Record<string, any>, name: string) => {
    const v = holder[name];
    if (v === null || typeof v !== "object") return;
    const fields = keys(v);
    if (fields.length === 1 && fields[0] === "$blob" && $array.includes(blobs, v.$blob)) {
      append(holders, holder);
      append(names, name);
    } else {
      for (let i = 0; i < fields.length; i++) walk(v, fields[i]);
    }
  };
  walk(message, key);
  try {
    for (let i = 0; i < holders.length; i++) {
      const { bytes } = await unhooked(download(holders[i][names[i]].$blob));
      put(holders[i], names[i], bytes);
    }
  } catch (error) {
    throw asError(error, "protocolError");
  }
}
