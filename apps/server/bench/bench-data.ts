import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Sets up the benchmark's team and route through the HTTP API, as a dispatcher would: sign up, add a
 * driver, create a route with a depot, add the stops one by one with realistic fields, select two
 * drivers and optimise, so the answer carries road geometry like a real optimised route.
 */

export interface TBenchRoute {
  token: string;
  routeId: number;
}

const depot = { lat: 39.9526, lng: -75.1652 };
const streets = ['Market St', 'Chestnut St', 'Walnut St', 'Spruce St', 'Pine St', 'Arch St', 'Race St'];
const products = ['Boxed groceries', 'Flowers', 'Pharmacy bag', 'Printer paper, 5 reams', 'Coffee beans'];

export async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The body of POST /stop/ for the i-th stop: a name, an address, a window, a recipient, barcodes. */
function stopBody(i: number): Record<string, unknown> {
  const windowStart = 8 * 60 + (i % 6) * 60;
  return {
    name: `${['Acme', 'Blue Door', 'Corner', 'Delta', 'Evergreen'][i % 5]} ${i + 1}`,
    address: `${100 + i} ${streets[i % streets.length]}, Philadelphia, PA 191${String(i % 50).padStart(2, '0')}`,
    lat: depot.lat + 0.06 * Math.sin(i * 1.7) * ((i % 7) / 7 + 0.3),
    lng: depot.lng + 0.08 * Math.cos(i * 2.3) * ((i % 5) / 5 + 0.3),
    note: i % 3 === 0 ? 'Leave at the back door if nobody answers; ring twice.' : '',
    service_time: 3 + (i % 4),
    ...(i % 4 === 0 ? { time_window_start: windowStart, time_window_end: windowStart + 180 } : {}),
    recipient_name: `Recipient ${i + 1}`,
    recipient_phone_number: `+1215555${String(1000 + i).slice(-4)}`,
    recipient_email: `recipient${i + 1}@example.com`,
    order_info_package_count: 1 + (i % 3),
    order_info_products: products[i % products.length],
    order_info_products_barcodes: `PKG${100000 + i},PKG${200000 + i}`,
  };
}

/**
 * The newest verification link mailed to an address, from the server's outbox folder (one .eml file
 * per mail, named after its recipient; quoted-printable may break the link's line).
 */
async function verificationToken(outbox: string, to: string): Promise<string> {
  const suffix = `-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(suffix)) : [];
    for (const file of files.sort().reverse()) {
      const text = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification link mailed to ${to}`);
}

/** Signs a dispatcher up and follows the mailed link, as inviting drivers needs a verified address. */
async function verifiedDispatcher(base: string, outbox: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct horse 1';
  await api(base, 'POST', '/a/signup/', undefined, { email, password });
  const verified = await api<{ token: string }>(base, 'POST', '/verify-email/', undefined, {
    token: await verificationToken(outbox, email),
    password,
  });
  return verified.token;
}

export async function setUpRoute(
  base: string,
  outbox: string,
  stops: number,
  log: (s: string) => void,
): Promise<TBenchRoute> {
  const token = await verifiedDispatcher(base, outbox);
  const drivers: number[] = [];
  for (const name of ['First Driver', 'Second Driver']) {
    const saved = await api<{ data: { member: { id: number } } }>(base, 'POST', '/save_teammember/', token, {
      email: `${name.toLowerCase().replace(' ', '-')}-${Date.now()}@example.com`,
      name,
      role: 1,
    });
    drivers.push(saved.data.member.id);
  }
  const { id: routeId } = await api<{ id: number }>(base, 'POST', '/route/', token, {
    planned_on: '2030-01-15',
    name: 'Benchmark route',
    start_time: 8 * 60,
    start_point_address: 'Depot, 1 Penn Sq',
    start_point_lat: depot.lat,
    start_point_lng: depot.lng,
    end_point_address: 'Depot, 1 Penn Sq',
    end_point_lat: depot.lat,
    end_point_lng: depot.lng,
  });
  const started = Date.now();
  for (let i = 0; i < stops; i++) {
    await api(base, 'POST', `/stop/${routeId}/`, token, stopBody(i));
  }
  log(`added ${stops} stops in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await api(base, 'POST', '/save_drivers/', token, { route_id: routeId, drivers });
  const opt = await api<{ err: number; message: string; unassigned?: number }>(
    base,
    'POST',
    '/optimize/',
    token,
    {
      route_id: routeId,
      is_route_optimization: true,
    },
  );
  if (opt.err !== 0) throw new Error(`optimise failed: ${opt.message}`);
  log(`optimised with ${drivers.length} drivers (${opt.unassigned ?? 0} unassigned)`);
  return { token, routeId };
}
