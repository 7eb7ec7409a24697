import type { Random } from './random.js';

/**
 * Simulated-annealing acceptance with geometric cooling from `initial` to `final` over the run
 * (progress in [0, 1]): a candidate is accepted when its cost is below current − T·ln(u), u ~ U(0, 1].
 */
export class Annealing {
  private temperature: number;

  /** Creates a schedule; temperatures are in cost units. */
  constructor(
    private readonly initial: number,
    private readonly final: number,
    private readonly random: Random,
  ) {
    this.temperature = initial;
  }

  /** Current temperature. */
  get current(): number {
    return this.temperature;
  }

  /** Moves the temperature to the given fraction of the run. */
  setProgress(progress: number): void {
    const f = progress < 0 ? 0 : Math.min(progress, 1);
    this.temperature = this.initial * (this.final / this.initial) ** f;
  }

  /** Whether a candidate of cost `candidate` replaces the current one of cost `current`. */
  accepts(candidate: number, current: number): boolean {
    if (candidate <= current) return true;
    return candidate < current - this.temperature * Math.log(1 - this.random.next());
  }
}
