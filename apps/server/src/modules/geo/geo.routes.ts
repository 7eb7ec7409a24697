import { ZAddressSearchQuerySchema } from '@rp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { AppError } from '../../http/errors.js';

export const ADDRESS_SEARCH_UNAVAILABLE =
  'Address search is not available right now. Please try again later.';

/** The first language of the browser's Accept-Language header ('pl-PL,pl;q=0.9' -> 'pl'). */
function browserLanguage(req: FastifyRequest): string | undefined {
  const first = req.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  const lang = first?.split('-')[0]?.toLowerCase();
  return lang && /^[a-z]{2,3}$/.test(lang) ? lang : undefined;
}

/** Address search for the planner's search boxes, through the configured geocoder. */
export function geoRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/address_search/',
    {
      schema: { tags: ['geo'], querystring: ZAddressSearchQuerySchema },
      preHandler: requireAuth(deps, { role: 'member' }),
    },
    async (req) => {
      const a = authOf(req);
      const q = req.query;
      // Without a focus from the browser, results near the team's own place come first.
      const teamPlace = a.userData.latitude !== 0 || a.userData.longitude !== 0;
      const focus =
        q.lat !== undefined && q.lon !== undefined
          ? { lat: q.lat, lon: q.lon }
          : teamPlace
            ? { lat: a.userData.latitude, lon: a.userData.longitude }
            : {};
      try {
        const lang = q.lang ?? browserLanguage(req);
        const data = await deps.geocoder.search({ text: q.text, limit: q.limit, lang, ...focus });
        return { success: true, data };
      } catch (err) {
        req.log.error({ err, geocoder: deps.geocoder.name }, 'address search failed');
        throw new AppError(502, ADDRESS_SEARCH_UNAVAILABLE);
      }
    },
  );
}
