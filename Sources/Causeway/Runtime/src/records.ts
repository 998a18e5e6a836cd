// The runtime's records and lists, made and changed without running anything page script put on a prototype
// (see builtins.ts).
import { $Promise, $array, assign, create, defineProperty, getPrototypeOf, setPrototypeOf } from "./builtins";

/**
 * A copy of the own enumerable fields of `value` in an object with no prototype (an empty one when `value` is not
 * an object).
 */
export const bare = <T>(value: T): T => assign(create(null), value);

/**
 * `value` without a prototype, as `bare` makes it but in place, without a copy: only for a fresh object that nothing
 * else holds (what `parse` returned). An empty record when `value` is not an object.
 */
export const strip = <T>(value: T): T =>
  value !== null && typeof value === "object" ? setPrototypeOf(value, null) : create(null);

/** Defines `key` of `object` as assignment would create it, without running a setter page script put on a prototype. */
export const put = (object: object, key: PropertyKey, value: unknown) => {
  defineProperty(object, key, {
    __proto__: null,
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  } as PropertyDescriptor);
};

/**
 * `promise`, which `await` then takes as it is. `await p` reads `p.constructor`, and when that is not the captured
 * Promise (page script can set Promise.prototype.constructor) it calls `p.then`, which page script can also replace,
 * and which could then swap what the runtime gets. Only for the runtime's own promises.
 */
export const unhooked = <T>(promise: Promise<T>): Promise<T> => {
  put(promise, "constructor", $Promise);
  return promise;
};

/**
 * An empty array without a prototype, for the runtime's own lists: `append` grows it by assignment, which finds no
 * setter there, instead of defining each item, which costs engines far more. Never one that page script is given.
 */
export const emptyList = <T>(): T[] => setPrototypeOf([], null);

/** Adds `value` at the end of `list`. */
export const append = <T>(list: T[], value: T) => {
  if (getPrototypeOf(list) === null) list[list.length] = value;
  else put(list, list.length, value);
};

/** Empties `list` and returns what it held. */
export const take = <T>(list: T[]): T[] => takeFirst(list, list.length);

/** Takes the first `count` items out of `list`, keeping the order of the rest, and returns them in a new list. */
export function takeFirst<T>(list: T[], count: number): T[] {
  const taken = emptyList<T>();
  for (let i = 0; i < count; i++) append(taken, list[i]);
  for (let i = count; i < list.length; i++) list[i - count] = list[i];
  list.length -= count;
  return taken;
}

/**
 * Removes the first `item` from `list`, if it is there.
 * @returns whether it was there
 */
export function remove<T>(list: T[], item: T): boolean {
  const at = $array.indexOf(list, item);
  if (at < 0) return false;
  for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i];
  list.length -= 1;
  return true;
}
