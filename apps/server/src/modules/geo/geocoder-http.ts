import { z } from 'zod';

/** A geocoding service failed: unreachable, too slow, an HTTP error, or an answer of the wrong shape. */
export class GeocoderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export interface TGetJsonOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** GETs a URL and answers its JSON; every failure becomes a GeocoderError that says what went wrong. */
export async function getJson(provider: string, url: URL, opts: TGetJsonOptions): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...opts.headers },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new GeocoderError(provider, `Geocoder ${provider} did not answer within ${opts.timeoutMs} ms`, {
        cause: err,
      });
    }
    const reason = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    throw new GeocoderError(provider, `Geocoder ${provider} could not be reached (${reason})`, {
      cause: err,
    });
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new GeocoderError(provider, `Geocoder ${provider} did not answer within ${opts.timeoutMs} ms`, {
      cause: err,
    });
  }
  if (!res.ok) {
    throw new GeocoderError(
      provider,
      `Geocoder ${provider} answered HTTP ${res.status}: ${text.slice(0, 200)}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new GeocoderError(provider, `Geocoder ${provider} answered something that is not JSON`, {
      cause: err,
    });
  }
}

/** Checks an answer against the service's documented shape. */
export function parseAnswer<S extends z.ZodType>(provider: string, schema: S, data: unknown): z.output<S> {
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new GeocoderError(
      provider,
      `Geocoder ${provider} answered in an unexpected shape${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return r.data;
}

/** Countries that write the house number before the street ("1500 Market St"). */
const NUMBER_FIRST = new Set([
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'FR',
  'BE',
  'LU',
  'ZA',
  'IN',
  'SG',
  'MY',
  'PH',
]);

/** "1500 Market St" or "Marszałkowska 10", as the country writes it. */
export function streetLine(street?: string | null, houseNumber?: string | null, country?: string): string {
  if (!street) return houseNumber ?? '';
  if (!houseNumber) return street;
  return country && NUMBER_FIRST.has(country.toUpperCase())
    ? `${houseNumber} ${street}`
    : `${street} ${houseNumber}`;
}

/** The non-empty parts joined with ', ', without repeating a part. */
export function joinParts(...parts: (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const p of parts) {
    const v = p?.trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out.join(', ');
}

/** The configured base URL without a trailing slash, with a path appended. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
}

/**
 * The GeoJSON answer Pelias and Photon both give: a FeatureCollection of points, each carrying the
 * provider's own `properties` (extra ones are kept, so a newer provider version still parses).
 */
export function pointFeatureCollection<P extends z.ZodRawShape>(properties: P) {
  return z.object({
    type: z.literal('FeatureCollection').optional(),
    features: z.array(
      z.object({
        geometry: z.object({
          coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number()),
        }),
        properties: z.object(properties).loose(),
      }),
    ),
  });
}
