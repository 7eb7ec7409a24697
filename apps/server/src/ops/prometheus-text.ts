/** One sample of Prometheus' text format: `name{label="value",…} value`. */
export interface TPromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/gy;

const unescapeLabel = (v: string): string =>
  v.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));

/** A sample's value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case). */
function sampleNumber(raw: string): number | undefined {
  if (/^nan$/i.test(raw)) return Number.NaN;
  if (/^[+-]?inf$/i.test(raw)) return raw.startsWith('-') ? -Infinity : Infinity;
  const value = Number(raw);
  return Number.isNaN(value) ? undefined : value;
}

/**
 * Parses Prometheus' text exposition format (version 0.0.4): every sample, with # HELP and # TYPE
 * lines checked to name a metric. Throws on a line that is neither, so a test sees a broken scrape.
 * Small on purpose: the tests and bench:live read /metrics with it.
 */
export function parsePrometheusText(text: string): { samples: TPromSample[]; types: Map<string, string> } {
  const samples: TPromSample[] = [];
  const types = new Map<string, string>();
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) ?(.*)$/.exec(line);
      if (!meta) continue; // a plain comment
      if (meta[1] === 'TYPE') {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(meta[3] ?? '')) {
          throw new Error(`line ${index + 1}: unknown metric type: ${line}`);
        }
        types.set(meta[2] as string, meta[3] as string);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`line ${index + 1}: not a sample: ${line}`);
    const [, name, labelText = '', raw] = match;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    let consumed = 0;
    for (let m = LABEL.exec(labelText); m; m = LABEL.exec(labelText)) {
      labels[m[1] as string] = unescapeLabel(m[2] as string);
      consumed = LABEL.lastIndex;
    }
    if (consumed !== labelText.length) throw new Error(`line ${index + 1}: bad labels: ${line}`);
    const value = sampleNumber(raw as string);
    if (value === undefined) throw new Error(`line ${index + 1}: bad value: ${line}`);
    samples.push({ name: name as string, labels, value });
  }
  return { samples, types };
}

/** The value of the one sample with that name and those labels (others ignored), or undefined. */
export function sampleValue(
  samples: readonly TPromSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}
