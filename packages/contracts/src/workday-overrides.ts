/** A route whose working-day override would break a rule with a new default: its name and day. */
export interface TOverriddenRoute {
  name: string;
  planned_on: string;
}

/** Routes named in a refusal before they are only counted: a message stays a sentence. */
const NAMED_AT_MOST = 3;

const routeText = (r: TOverriddenRoute): string => `'${r.name}' (${r.planned_on})`;

/**
 * Why a driver's new default working day is refused: a route's override, merged with it, would
 * break a rule (issue 21: the override stays; the dispatcher changes it, or the default, first).
 */
export function defaultBreaksOverrideMessage(routes: readonly TOverriddenRoute[], rule: string): string {
  const named = routes.slice(0, NAMED_AT_MOST).map(routeText).join(', ');
  const more = routes.length > NAMED_AT_MOST ? ` and ${routes.length - NAMED_AT_MOST} more` : '';
  const which = routes.length === 1 ? 'route' : 'routes';
  return `With this default, the driver's working day on the ${which} ${named}${more} would break a rule: ${rule}. Change the working day on that ${which} first.`;
}
