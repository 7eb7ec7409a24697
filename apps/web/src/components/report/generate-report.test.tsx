import { REPORT_JOB_MIN_STOPS, REPORT_JOB_POLL_MS } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, logInDemoDispatcher, renderScreen } from '../testing/render';
import { GenerateReportButton } from './GenerateReportButton';

const PDF_BYTES = '%PDF-1.7 report';

/** What the page handed to the browser as a download: the file name and the blob's text. */
let downloads: { fileName: string; text: Promise<string> }[] = [];
const blobs = new Map<string, Blob>();
const originalClick = HTMLAnchorElement.prototype.click;

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  downloads = [];
  logInDemoDispatcher();
  // jsdom has no object URLs and does not download: record what a browser would save instead.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, text: blob.text() });
  };
});
afterEach(() => {
  cleanup();
  api?.restore();
  HTMLAnchorElement.prototype.click = originalClick;
  localStorage.clear();
});

describe('Generate report', () => {
  it('downloads the PDF with the bearer token, named after the route', async () => {
    api = fakeApi(
      () => new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    renderScreen(<GenerateReportButton route={{ id: 7, name: 'Łódź: Mon/Tue' }} />, { path: '/routes' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate report of Łódź: Mon/Tue' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/get_route_report/7/' });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(downloads[0]?.fileName).toBe('Łódź_ Mon_Tue.pdf');
    expect(await downloads[0]?.text).toBe(PDF_BYTES);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Generate report/ })).toHaveProperty('disabled', false),
    );
  });

  it("builds a large route's report as a job, asks until it is done, then downloads its PDF", async () => {
    const jobId = '11111111-1111-4111-8111-111111111111';
    let asked = 0;
    api = fakeApi((call) => {
      if (call.url === '/api/route_report_jobs/')
        return { status: 202, body: { success: true, job_id: jobId } };
      if (call.url === `/api/route_report_jobs/${jobId}/`) {
        asked += 1;
        return { success: true, state: asked < 2 ? 'working' : 'done' };
      }
      return new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf' } });
    });
    const route = { id: 9, name: 'Big day', stops_count: REPORT_JOB_MIN_STOPS };
    renderScreen(<GenerateReportButton route={route} />, { path: '/routes' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate report of Big day' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 3 * REPORT_JOB_POLL_MS });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/route_report_jobs/',
      `GET /api/route_report_jobs/${jobId}/`,
      `GET /api/route_report_jobs/${jobId}/`,
      `GET /api/route_report_jobs/${jobId}/pdf/`,
    ]);
    expect(api.calls[0]?.body).toEqual({ route_id: 9 });
    expect(downloads[0]?.fileName).toBe('Big day.pdf');
    expect(await downloads[0]?.text).toBe(PDF_BYTES);
  });

  it('swallows a failed download (spec section 8): nothing saved, the button usable again', async () => {
    api = fakeApi(() => ({ status: 404, body: { success: false, err: -1, message: 'Not found' } }));
    renderScreen(<GenerateReportButton route={{ id: 8, name: 'Gone' }} />, { path: '/routes' });
    const button = screen.getByRole('button', { name: 'Generate report of Gone' });
    fireEvent.click(button);
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(downloads).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
