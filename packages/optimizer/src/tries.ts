/**
 * Iterations per stop one try of the annealing needs to settle, from its start temperature to its
 * end one, at the pace of the search's first iterations (which run about a third slower than the
 * rest). Where a try ends is set by the basin it falls into early, so once each try has settled,
 * several beat one longer try. On Solomon's 100 stops at 2 s on one core of a machine that ran
 * about 110,000 iterations there (4 tries), 0.30% above the best known distances on average over six
 * seeds, against 0.33% for one.
 */
export const TRY_ITERATIONS_PER_STOP = 150;

/**
 * Tries at most. On a core twice as fast as the one that chose 4 (about 230,000 iterations in
 * Solomon's 2 s), 8 tries gave 0.22% above the best known distances over ten seeds, against 0.25%
 * for 4; at about 110,000 iterations, 8 did no worse than 4 (README).
 */
export const MAX_TRIES = 8;

/** On the clock, the share of the search spent measuring its pace before the tries are counted. */
const PACE_SHARE = 0.02;
/** The pace is measured from this iteration on. */
const PACE_FROM = 200;

/**
 * Splits one search into independent tries of the annealing (each cools from its start temperature
 * to its end one, from the same first plan), counted from the iterations the search will make: by
 * the iteration limit, or on the clock by the pace of its first 2%. A search that cannot give each
 * try `TRY_ITERATIONS_PER_STOP` per stop makes one try.
 */
export class Tries {
  /** How many tries the search makes (1 until known on the clock). */
  count = 1;
  /** The try under way, from 0. */
  index = 0;
  /** Whether the search ends by its iteration limit (else by the clock). */
  readonly byIterations: boolean;
  private known: boolean;
  /** Iteration and time (ms) at which the pace is first read (-1: not yet). */
  private paceFrom = -1;
  private paceStart = 0;

  /**
   * `stops`: the stops the search places; `allowed`: false keeps one try (a search with phases of
   * its own); `maxIterations` (finite) counts the tries at once, else `searchTime` (ms) on the clock.
   */
  constructor(
    private readonly stops: number,
    allowed: boolean,
    private readonly maxIterations: number,
    private readonly searchTime: number,
  ) {
    this.byIterations = Number.isFinite(maxIterations);
    this.known = !allowed || !Number.isFinite(searchTime) || stops === 0;
    if (allowed && this.byIterations) {
      this.count = this.countFor(maxIterations);
      this.known = true;
    }
  }

  /**
   * Progress (0..1) of the try under way, from the iterations made and the time spent since the
   * search's start (ms). On the clock, counts the tries once the pace is known.
   */
  progress(iteration: number, elapsed: number): number {
    if (!this.known) this.measurePace(iteration, elapsed);
    const share = this.byIterations ? iteration / this.maxIterations : elapsed / this.searchTime;
    return Math.min(1, share * this.count - this.index);
  }

  /**
   * The pace is timed over `PACE_SHARE` of the search from its `PACE_FROM`th iteration: the first plan
   * and the first iterations (the code not yet compiled) run far slower than the rest.
   */
  private measurePace(iteration: number, elapsed: number): void {
    if (this.paceFrom < 0) {
      if (iteration < PACE_FROM) return;
      this.paceFrom = iteration;
      this.paceStart = elapsed;
      return;
    }
    const span = elapsed - this.paceStart;
    if (span < PACE_SHARE * this.searchTime) return;
    const pace = (iteration - this.paceFrom) / span;
    this.count = this.countFor(iteration + pace * Math.max(0, this.searchTime - elapsed));
    this.known = true;
  }

  /** True when the try under way has ended and another follows; the next one is then under way. */
  next(progress: number): boolean {
    if (progress < 1 || this.index + 1 >= this.count) return false;
    this.index++;
    return true;
  }

  private countFor(iterations: number): number {
    const tries = Math.floor(iterations / (TRY_ITERATIONS_PER_STOP * this.stops));
    return Math.max(1, Math.min(MAX_TRIES, tries));
  }
}
