// The shape of our JSON data files (card pools and deck lists), checked when a card pool loads, with the
// path of the first problem named. Written by hand rather than with a schema library because it runs at
// every start of the command line and of every simulator worker: zod's hundred modules took longer to load
// than the whole card pool (bench/README.md, "Start-up").

export type Path = (string | number)[];

/** A data file's value is not of the expected shape; `path` leads from the file's root to the bad value. */
export class ShapeError extends Error {
  override name = 'ShapeError';
  constructor(
    readonly path: Path,
    message: string,
  ) {
    super(message);
  }
}

/** Checks `value` (found at `path`) and returns it typed, or throws a ShapeError. */
export type Shape<T> = (value: unknown, path: Path) => T;

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === undefined) return 'nothing';
  return `a ${typeof value}`;
}

/** A string of at least `min` characters. */
export function text(min = 0): Shape<string> {
  return (value, path) => {
    if (typeof value !== 'string') throw new ShapeError(path, `expected a string, got ${kind(value)}`);
    if (value.length < min) throw new ShapeError(path, `expected at least ${min} character(s)`);
    return value;
  };
}

/** A whole number of at least `min`. */
export function whole(min: number): Shape<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new ShapeError(path, `expected a whole number, got ${typeof value === 'number' ? value : kind(value)}`);
    }
    if (value < min) throw new ShapeError(path, `expected a number ≥ ${min}, got ${value}`);
    return value;
  };
}

export const boolean: Shape<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new ShapeError(path, `expected true or false, got ${kind(value)}`);
  return value;
};

/** One of the listed strings. */
export function oneOf<const V extends string>(values: readonly V[]): Shape<V> {
  return (value, path) => {
    if (!values.includes(value as V)) {
      const got = typeof value === 'string' ? `"${value}"` : kind(value);
      throw new ShapeError(path, `expected one of ${values.join(', ')}, got ${got}`);
    }
    return value as V;
  };
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value, path) => (value === null ? null : shape(value, path));
}

/** A field that may be left out (a present `undefined` cannot come from JSON). */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  const check: Shape<T | undefined> = (value, path) => (value === undefined ? undefined : shape(value, path));
  return Object.assign(check, { optional: true });
}

export function arrayOf<T>(shape: Shape<T>): Shape<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, `expected a JSON array, got ${kind(value)}`);
    return value.map((item, i) => shape(item, [...path, i]));
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object with exactly these fields: a missing one (unless `optional`) or an unknown one is an error — an
 * unknown key is more likely a mistake (or copied card text) than a feature.
 */
export function strictObject<F extends Record<string, Shape<unknown>>>(
  fields: F,
): Shape<{ [K in keyof F]: ReturnType<F[K]> }> {
  return (value, path) => {
    if (!isObject(value)) throw new ShapeError(path, `expected an object, got ${kind(value)}`);
    for (const key of Object.keys(value)) {
      if (!(key in fields)) throw new ShapeError([...path, key], `unknown field "${key}"`);
    }
    const out: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(fields)) {
      if (!(key in value) && !('optional' in shape)) throw new ShapeError([...path, key], 'required field missing');
      const checked = shape(value[key], [...path, key]);
      if (checked !== undefined) out[key] = checked;
    }
    return out as { [K in keyof F]: ReturnType<F[K]> };
  };
}

/** An object whose keys are some of `keys`, each holding a `shape`. */
export function partialRecord<K extends string, T>(keys: readonly K[], shape: Shape<T>): Shape<Partial<Record<K, T>>> {
  return (value, path) => {
    if (!isObject(value)) throw new ShapeError(path, `expected an object, got ${kind(value)}`);
    const out: Partial<Record<K, T>> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!keys.includes(key as K)) throw new ShapeError([...path, key], `expected a key among ${keys.join(', ')}`);
      out[key as K] = shape(item, [...path, key]);
    }
    return out;
  };
}
