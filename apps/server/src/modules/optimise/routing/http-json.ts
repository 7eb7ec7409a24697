import type { z } from 'zod';
import { RoutingError } from './osrm.js';

/**
 * POSTs JSON to a routing server and reads the answer with the schema. Unreachable server, bad JSON or
 * an error status are RoutingErrors; `refusal` reads the service's own error text from the body.
 */
export async function postJson<T>(
  url: string,
  body: unknown,
  opts: { timeoutMs: number; schema: z.ZodType<T>; refusal: (body: unknown) => string | undefined },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (e) {
    throw new RoutingError(
      `The routing server did not answer (${e instanceof Error ? e.message : String(e)})`,
    );
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new RoutingError(`The routing server refused: ${opts.refusal(answer) ?? res.status}`);
  const parsed = opts.schema.safeParse(answer);
  if (!parsed.success)
    throw new RoutingError(`The routing server answered ${res.status} with an unexpected body`);
  return parsed.data;
}

/** Index blocks [from, to) of at most `size` covering 0..count. */
export function blocks(count: number, size: number): number[][] {
  const out: number[][] = [];
  for (let from = 0; from < count; from += size)
    out.push(Array.from({ length: Math.min(size, count - from) }, (_, i) => from + i));
  return out;
}

/** Empty matrices: Infinity everywhere (no road) but 0 from a point to itself. */
export function emptyMatrices(size: number) {
  const durations = new Float64Array(size * size).fill(Number.POSITIVE_INFINITY);
  const distances = new Float64Array(size * size).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < size; i++) {
    durations[i * size + i] = 0;
    distances[i * size + i] = 0;
  }
  return { size, durations, distances };
}

/** One pair's travel as an engine answered it (seconds, metres); null: no road. */
export type TPairTravel = { time: number; distance: number } | null;

/**
 * Matrices asked of an engine block by block (at most `size` sources × `size` targets per request):
 * `ask` answers one block, as the travel of its i-th source to its j-th target.
 */
export async function matricesByBlocks(
  count: number,
  size: number,
  ask: (sources: number[], targets: number[]) => Promise<(i: number, j: number) => TPairTravel>,
) {
  const m = emptyMatrices(count);
  for (const sources of blocks(count, size)) {
    for (const targets of blocks(count, size)) {
      const travel = await ask(sources, targets);
      sources.forEach((from, i) => {
        targets.forEach((to, j) => {
          const pair = travel(i, j);
          if (from === to || pair === null) return;
          m.durations[from * count + to] = pair.time;
          m.distances[from * count + to] = pair.distance;
        });
      });
    }
  }
  return m;
}

/** Path chunks sharing their boundary point, so every leg of the path is in exactly one chunk. */
export function pathChunks<T>(points: readonly T[], chunk: number): T[][] {
  const out: T[][] = [];
  for (let first = 0; first + 1 < points.length; first += chunk - 1)
    out.push(points.slice(first, first + chunk));
  return out;
}
