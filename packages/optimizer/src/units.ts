/**
 * Branded unit types. They are plain numbers at run time; the brand only stops a duration from being
 * passed where a distance or a matrix index is expected.
 */

declare const unitBrand: unique symbol;

/** A number tagged with a unit at the type level only. */
export type Branded<T, Unit extends string> = T & { readonly [unitBrand]: Unit };

/** A time or a duration in seconds (times share the clock of the vehicles' shift start). */
export type Seconds = Branded<number, 'Seconds'>;

/** A distance in metres (or in whatever unit the distance matrix uses). */
export type Metres = Branded<number, 'Metres'>;

/** A row/column index into the duration and distance matrices. */
export type LocationIndex = Branded<number, 'LocationIndex'>;

/** Tags a number as seconds. */
export const seconds = (value: number): Seconds => value as Seconds;

/** Tags a number as metres. */
export const metres = (value: number): Metres => value as Metres;

/** Tags a number as a location (matrix) index. */
export const locationIndex = (value: number): LocationIndex => value as LocationIndex;
