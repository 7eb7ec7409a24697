import { Api, ReportJobMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorOf } from '../../test/api-call.js';
import { readPdf } from '../../test/pdf-text.js';
import { addStop, createAppWithTeams, createRoute, type TTestTeam } from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

/* The report of a large route as a job: 202 with its id, its state, then the PDF; only for the
   member who started it. */

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;
let routeId: number;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
  routeId = await createRoute(t, team.token, { planned_on: '2025-06-02', name: 'Big Tuesday' });
  await addStop(t, team.token, routeId, { name: 'Corner shop' });
});
afterAll(() => t.close());

const start = (token: string, id = routeId) =>
  callApi(t, Api.startRouteReportJob, { token, body: { route_id: id, paper: 'a4' } });

describe('POST /route_report_jobs/', () => {
  it('answers 202 with a job id; the job is then done and its PDF is the route report', async () => {
    const started = await start(team.token);
    expect(started.status).toBe(202);
    const jobId = started.answer.job_id;
    const state = await callApi(t, Api.routeReportJob, { token: team.token, params: { jobId } });
    expect(state.answer).toEqual({ success: true, state: 'done' });
    const pdf = await call(t.app, 'GET', `/route_report_jobs/${jobId}/pdf/`, { token: team.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Big Tuesday.pdf');
    const text = (await readPdf(pdf.rawPayload)).pages.map((p) => p.text).join(' ');
    expect(text).toContain('Big Tuesday');
    expect(text).toContain('Corner shop');
  });

  it("answers 404 for another team's route, and another team's member never sees the job", async () => {
    const otherRoute = await createRoute(t, other.token);
    expect((await start(team.token, otherRoute)).status).toBe(404);
    const jobId = (await start(team.token)).answer.job_id;
    const state = await call(t.app, 'GET', `/route_report_jobs/${jobId}/`, { token: other.token });
    expect(state.statusCode).toBe(404);
    expect(errorOf(state).message).toBe(ReportJobMessages.noSuchJob);
    const pdf = await call(t.app, 'GET', `/route_report_jobs/${jobId}/pdf/`, { token: other.token });
    expect(pdf.statusCode).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const bad = await call(t.app, 'POST', '/route_report_jobs/', {
      token: team.token,
      body: { route_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    // Past PostgreSQL's integer: refused by the schema, never a database error.
    const tooLarge = await call(t.app, 'POST', '/route_report_jobs/', {
      token: team.token,
      body: { route_id: 10_000_000_000 },
    });
    expect(tooLarge.statusCode).toBe(400);
    const badId = await call(t.app, 'GET', '/route_report_jobs/not-a-job/', { token: team.token });
    expect(badId.statusCode).toBe(400);
    const unknown = await call(t.app, 'GET', '/route_report_jobs/00000000-0000-4000-8000-000000000000/', {
      token: team.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
