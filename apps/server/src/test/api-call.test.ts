import { Api } from '@rp/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from './api-call.js';
import { createAppWithTeams, createRoute, type TTestTeam } from './routes-helpers.js';
import { call, type TTestApp } from './test-app.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(() => t.close());

describe('callApi', () => {
  it('fills the path from params and answers the parsed answer', async () => {
    const routeId = await createRoute(t, team.token, { name: 'Monday', planned_on: '2025-06-02' });
    const r = await callApi(t, Api.getRoute, { token: team.token, params: { routeId } });
    expect(r.status).toBe(200);
    expect(r.answer.route.name).toBe('Monday');
  });

  it('sends the query string', async () => {
    const r = await callApi(t, Api.listDriverRoutes, { token: team.token, query: { date: '2025-06-02' } });
    expect(r.status, r.body).toBe(200);
    expect(r.answer.routes).toEqual([]);
  });

  it('reads an error answer through the error schema, and refuses to read it as an answer', async () => {
    const routeId = await createRoute(t, other.token);
    const r = await callApi(t, Api.getRoute, { token: team.token, params: { routeId } });
    expect(r.status).toBe(404);
    expect(r.error.success).toBe(false);
    expect(() => r.answer).toThrow(/GET \/route\/\{routeId\}\/ answered 404/);
  });

  it('refuses to read a 2xx as an error', async () => {
    const r = await callApi(t, Api.verifyToken, { token: team.token });
    expect(() => r.error).toThrow(/expected an error answer, got 200/);
  });
});

describe('answerOf and errorOf', () => {
  it('refuse the answer of another call', async () => {
    const res = await call(t.app, 'GET', '/health');
    expect(() => answerOf(res, Api.health)).not.toThrow();
    expect(() => answerOf(res, Api.webConfig)).toThrow(
      /the answer of GET \/api\/health is read as GET \/config/,
    );
    expect(() => errorOf(res)).toThrow(/expected an error answer/);
  });

  it('fail a test whose answer breaks the call’s contract', async () => {
    // A server whose login answer lost its token, as a changed server would send it.
    const changed = Fastify();
    changed.post('/api/a/login/', async () => ({ success: true, email: 'nobody@example.com' }));
    const res = await changed.inject({ method: 'POST', url: '/api/a/login/', payload: {} });
    await changed.close();
    expect(() => answerOf(res, Api.login)).toThrow(/breaks its contract/);
  });

  it('read a hand-built request’s answer', async () => {
    const res = await call(t.app, 'POST', '/verify-token/', { token: team.token });
    expect(answerOf(res, Api.verifyToken).email).toBe(team.email);
    const refused = await call(t.app, 'POST', '/verify-token/', { token: 'nope' });
    expect(errorOf(refused).message).toBeTruthy();
  });
});
