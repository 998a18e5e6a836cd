// Calls by path: `causeway.a.b.c(args)` is `causeway.call("a.b.c", args)`, or `causeway.stream(…)` when the method
// map says so. Namespaces are proxies over frozen, empty, prototype-less objects and the root is a proxy over the
// frozen API, so writes, deletes and definitions fail.
import type { Causeway, CausewayCallOptions, CausewayNamespaces } from "./api";
import { $Map, $Object, $Proxy, $Set, $array, $map, $set, create, freeze, getOwnPropertyNames, keys } from "./builtins";
import type { MethodMap } from "./methods";

/** A method reached by its path. */
type Run = (args?: unknown, options?: CausewayCallOptions) => unknown;

/** Names that JSON.stringify and string conversion read: a namespace answers them only for a listed method. */
const HOOKS = freeze(["toJSON", "toString", "valueOf"]);

/**
 * A proxy over `target` whose reads `get` answers, and whose deletes fail even for names it does not have. Its
 * handler has no prototype, so page script cannot add traps to it.
 */
const guard = <T extends object>(target: T, get: (key: string | symbol) => unknown): T =>
  new $Proxy(target, {
    __proto__: null,
    get: (_: T, key: string | symbol) => get(key),
    deleteProperty: () => false,
  } as ProxyHandler<T>);

export class Paths {
  readonly #api: Causeway;
  readonly #methods: MethodMap;
  readonly #namespaces = new $Map<string, object>();
  readonly #functions = new $Map<string, Run>();
  /**
   * The API's own names and those it inherits, as they are now: a name page script adds to Object.prototype later is
   * still a namespace.
   */
  readonly #members = new $Set<string>();
  readonly #root: Causeway & CausewayNamespaces;

  /** `api`: the frozen page API, whose names are not namespaces. */
  constructor(api: Causeway, methods: MethodMap) {
    this.#api = api;
    this.#methods = methods;
    const names = [keys(api), getOwnPropertyNames($Object.prototype)];
    for (let n = 0; n < names.length; n++) {
      for (let i = 0; i < names[n].length; i++) $set.add(this.#members, names[n][i]);
    }
    this.#root = guard(api, (key) =>
      typeof key !== "string" || $set.has(this.#members, key) ? (api as any)[key] : this.#namespace(key),
    ) as Causeway & CausewayNamespaces;
  }

  /** `window.causeway`: the API, with every other name a namespace. */
  get root(): Causeway & CausewayNamespaces {
    return this.#root;
  }

  /** The namespace object for `path`, the same one every time. */
  #namespace(path: string): object {
    let space = $map.get(this.#namespaces, path);
    if (!space) {
      space = guard(freeze(create(null)) as object, (key) => this.#member(path, key));
      $map.set(this.#namespaces, path, space);
    }
    return space;
  }

  /** Property `key` of namespace `path`: a deeper namespace, or the function that calls or streams `path.key`. */
  #member(path: string, key: string | symbol): unknown {
    if (typeof key !== "string") return;
    const name = `${path}.${key}`;
    // `then` would make the namespace a thenable; the others are read by JSON.stringify and string conversion.
    if (key === "then" || (!this.#methods.kind(name) && $array.includes(HOOKS, key))) return;
    if (this.#methods.isNamespace(name)) return this.#namespace(name);
    let run = $map.get(this.#functions, name);
    if (!run) {
      const api = this.#api;
      const method: Run = (args, options) =>
        this.#methods.kind(name) === "stream" ? api.stream(name, args, options) : api.call(name, args, options);
      $map.set(this.#functions, name, (run = freeze(method)));
    }
    return run;
  }
}
