import { describe, expect, it } from 'vitest';
import { ApiRoutes, callRouteOf } from './call-routes.js';
import { Api } from './index.js';

describe('ApiRoutes', () => {
  it('names the same calls as the table', () => {
    expect(Object.keys(ApiRoutes).sort()).toEqual(Object.keys(Api).sort());
  });

  it.each(Object.entries(Api))('%s has the route of its call in the table', (name, call) => {
    expect(ApiRoutes[name as keyof typeof ApiRoutes]).toEqual(callRouteOf(call));
  });
});
