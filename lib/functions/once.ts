/** A function that makes `make`'s value on its first call and hands every later call the same value. */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => {
    value ??= { made: make() };
    return value.made;
  };
}
