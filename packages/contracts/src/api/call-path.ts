/*
 * Path helpers without zod: the web app's entry fills call paths with them, so its first page does
 * not load the schema library (define.ts, which declares schemas, re-exports them).
 */

/** The path of a call with its parameters filled in: '/stops/{routeId}/' -> '/stops/12/'. */
export function callPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path in Fastify's form: '/stops/{routeId}/' -> '/stops/:routeId/'. */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
