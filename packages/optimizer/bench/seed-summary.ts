/** One instance's result in the Solomon benchmark ('shortest'). */
export interface GapRow {
  name: string;
  group: string;
  gap: number;
  seconds: number;
  distance: number;
  vehicles: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Several seeds of one run: each instance's gap averaged over the seeds, then per family and in all.
 * One seed's mean moves by more than most search changes do (RC203: -0.18% / 2.32% on two seeds), so
 * changes are compared on these averages.
 */
export function printSeedSummary(runs: { seed: number; rows: GapRow[] }[]): void {
  const names = runs[0].rows.map((r) => r.name);
  console.log('');
  console.log(`mean over seeds ${runs.map((r) => r.seed).join(', ')}:`);
  const byInstance = names.map((name, i) => {
    const gaps = runs.map((run) => run.rows[i].gap);
    console.log(
      `${name.padEnd(8)} ${mean(gaps).toFixed(2).padStart(7)}  (${gaps.map((g) => g.toFixed(2)).join(' / ')})`,
    );
    return { group: runs[0].rows[i].group, gap: mean(gaps) };
  });
  for (const g of [...new Set(byInstance.map((r) => r.group))]) {
    const sub = byInstance.filter((r) => r.group === g);
    console.log(
      `${g.padEnd(4)} mean gap ${mean(sub.map((r) => r.gap))
        .toFixed(2)
        .padStart(6)} %`,
    );
  }
  const perSeed = runs.map((run) => mean(run.rows.map((r) => r.gap)).toFixed(2)).join(' / ');
  console.log(`all  mean gap ${mean(byInstance.map((r) => r.gap)).toFixed(3)} % (per seed ${perSeed} %)`);
}
