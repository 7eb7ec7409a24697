/**
 * A solve travels to a worker as JSON text, which has neither typed arrays (the matrices) nor
 * infinite numbers (open time windows, an unlimited search): those are written as plain arrays
 * and tagged strings, and read back.
 */
const POSITIVE_INFINITY = '\u0000+inf';
const NEGATIVE_INFINITY = '\u0000-inf';

export function packForJob(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (ArrayBuffer.isView(v) && !(v instanceof DataView))
      return Array.from(v as unknown as ArrayLike<number>);
    if (v === Number.POSITIVE_INFINITY) return POSITIVE_INFINITY;
    if (v === Number.NEGATIVE_INFINITY) return NEGATIVE_INFINITY;
    return v;
  });
}

export function unpackFromJob<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v === POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    if (v === NEGATIVE_INFINITY) return Number.NEGATIVE_INFINITY;
    return v;
  }) as T;
}
