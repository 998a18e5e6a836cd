// The native methods this frame may call, as the hello answer lists them (or the web implementations, without a
// native side), and the namespaces their names make.
import type { CausewayMethodKind } from "./api";
import { $Map, $Object, $Set, $map, $set, $string, entries, freeze } from "./builtins";
import { put } from "./records";

export class MethodMap {
  #kinds = new $Map<string, CausewayMethodKind>();
  /** Every `a` and `a.b` that some method `a.b.c` is under: the names that are namespaces. */
  #prefixes = new $Set<string>();

  /** Replaces the map with `map`'s names whose kind is `call` or `stream`; anything else clears it. */
  learn(map?: unknown): void {
    this.#kinds = new $Map();
    this.#prefixes = new $Set();
    const pairs = entries($Object(map));
    for (let i = 0; i < pairs.length; i++) {
      const name = pairs[i][0];
      const kind = pairs[i][1];
      if (kind !== "call" && kind !== "stream") continue;
      $map.set(this.#kinds, name, kind);
      for (let dot = $string.indexOf(name, "."); dot > 0; dot = $string.indexOf(name, ".", dot + 1)) {
        $set.add(this.#prefixes, $string.slice(name, 0, dot));
      }
    }
  }

  /** How `name` answers, if the map lists it. */
  kind(name: string): CausewayMethodKind | undefined {
    return $map.get(this.#kinds, name);
  }

  /** Whether some method's name goes on past `name` and a dot. */
  isNamespace(name: string): boolean {
    return $set.has(this.#prefixes, name);
  }

  /** A frozen copy, for `causeway.methods`. */
  copy(): Readonly<Record<string, CausewayMethodKind>> {
    const copy: Record<string, CausewayMethodKind> = {};
    $map.forEach(this.#kinds, (kind, name) => put(copy, name, kind));
    return freeze(copy);
  }
}
