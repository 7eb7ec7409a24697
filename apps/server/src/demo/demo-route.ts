import { Priority } from '@rp/contracts';

/** One stop of the demo route: a real place in Philadelphia. */
export interface TDemoStop {
  name: string;
  address: string;
  lat: number;
  lng: number;
  recipient: string;
  packages: number;
  /** 'HH:mm' window, when the stop has one. */
  window?: [string, string];
  isAsap?: boolean;
  note?: string;
}

/** The demo route of the day: 25 stops around Philadelphia, a few with time windows and ASAP. */
export const DEMO_ROUTE = {
  name: 'Philadelphia deliveries',
  desc: 'Demo route: Center City, University City, South Philly and the northwest',
  /** 08:00 so the time windows of the day can be met whenever the demo is opened. */
  startTime: 8 * 60,
  stops: [
    {
      name: 'Liberty Bell Center',
      address: '526 Market St, Philadelphia, PA 19106',
      lat: 39.9496,
      lng: -75.1503,
      recipient: 'Grace Miller',
      packages: 2,
    },
    {
      name: 'Independence Hall',
      address: '520 Chestnut St, Philadelphia, PA 19106',
      lat: 39.9489,
      lng: -75.15,
      recipient: 'Henry Adams',
      packages: 1,
      window: ['09:00', '11:00'],
    },
    {
      name: 'Reading Terminal Market',
      address: '51 N 12th St, Philadelphia, PA 19107',
      lat: 39.9533,
      lng: -75.1594,
      recipient: 'Maria Lopez',
      packages: 6,
      window: ['08:00', '10:00'],
      note: 'Loading dock on Filbert St',
    },
    {
      name: 'Philadelphia Museum of Art',
      address: '2600 Benjamin Franklin Pkwy, Philadelphia, PA 19130',
      lat: 39.9656,
      lng: -75.181,
      recipient: 'Daniel Brooks',
      packages: 3,
      window: ['13:00', '15:00'],
    },
    {
      name: 'Rittenhouse Square',
      address: '210 W Rittenhouse Sq, Philadelphia, PA 19103',
      lat: 39.9496,
      lng: -75.1718,
      recipient: 'Olivia Chen',
      packages: 1,
      isAsap: true,
    },
    {
      name: 'The Franklin Institute',
      address: '222 N 20th St, Philadelphia, PA 19103',
      lat: 39.9582,
      lng: -75.1731,
      recipient: 'Samuel Wright',
      packages: 4,
    },
    {
      name: '30th Street Station',
      address: '2955 Market St, Philadelphia, PA 19104',
      lat: 39.9557,
      lng: -75.182,
      recipient: 'Ava Johnson',
      packages: 2,
    },
    {
      name: 'Eastern State Penitentiary',
      address: '2027 Fairmount Ave, Philadelphia, PA 19130',
      lat: 39.9683,
      lng: -75.1727,
      recipient: 'Lucas Green',
      packages: 1,
    },
    {
      name: 'Independence Seaport Museum',
      address: '211 S Christopher Columbus Blvd, Philadelphia, PA 19106',
      lat: 39.9456,
      lng: -75.1413,
      recipient: 'Emma Davis',
      packages: 2,
    },
    {
      name: "Elfreth's Alley Museum",
      address: "126 Elfreth's Alley, Philadelphia, PA 19106",
      lat: 39.9527,
      lng: -75.1425,
      recipient: 'Noah Wilson',
      packages: 1,
    },
    {
      name: 'Italian Market',
      address: '919 S 9th St, Philadelphia, PA 19147',
      lat: 39.938,
      lng: -75.1579,
      recipient: 'Sofia Russo',
      packages: 5,
      window: ['10:00', '12:00'],
    },
    {
      name: "Pat's King of Steaks",
      address: '1237 E Passyunk Ave, Philadelphia, PA 19147',
      lat: 39.9332,
      lng: -75.1592,
      recipient: 'Tony Olivieri',
      packages: 3,
    },
    {
      name: 'Lincoln Financial Field',
      address: '1 Lincoln Financial Field Way, Philadelphia, PA 19148',
      lat: 39.9008,
      lng: -75.1675,
      recipient: 'Ethan Moore',
      packages: 8,
      note: 'Gate C, ask security',
    },
    {
      name: 'Wells Fargo Center',
      address: '3601 S Broad St, Philadelphia, PA 19148',
      lat: 39.9012,
      lng: -75.172,
      recipient: 'Mia Taylor',
      packages: 4,
    },
    {
      name: 'University of Pennsylvania, College Hall',
      address: '3451 Walnut St, Philadelphia, PA 19104',
      lat: 39.9522,
      lng: -75.1932,
      recipient: 'James Anderson',
      packages: 2,
    },
    {
      name: 'Drexel University',
      address: '3141 Chestnut St, Philadelphia, PA 19104',
      lat: 39.9566,
      lng: -75.1899,
      recipient: 'Charlotte White',
      packages: 1,
      isAsap: true,
    },
    {
      name: 'Temple University',
      address: '1801 N Broad St, Philadelphia, PA 19122',
      lat: 39.9812,
      lng: -75.1554,
      recipient: 'Benjamin Harris',
      packages: 2,
      window: ['14:00', '17:00'],
    },
    {
      name: 'Philadelphia Zoo',
      address: '3400 W Girard Ave, Philadelphia, PA 19104',
      lat: 39.9714,
      lng: -75.1955,
      recipient: 'Amelia Martin',
      packages: 3,
      window: ['09:30', '11:00'],
    },
    {
      name: "Johnny Brenda's",
      address: '1201 N Frankford Ave, Philadelphia, PA 19125',
      lat: 39.9691,
      lng: -75.1343,
      recipient: 'Jack Thompson',
      packages: 2,
    },
    {
      name: 'Liberties Walk',
      address: '1040 N American St, Philadelphia, PA 19123',
      lat: 39.967,
      lng: -75.142,
      recipient: 'Harper Garcia',
      packages: 1,
    },
    {
      name: 'Fairmount Park Horticulture Center',
      address: '100 N Horticultural Dr, Philadelphia, PA 19131',
      lat: 39.9889,
      lng: -75.2091,
      recipient: 'William Clark',
      packages: 2,
    },
    {
      name: 'Main Street Manayunk',
      address: '4312 Main St, Philadelphia, PA 19127',
      lat: 40.0246,
      lng: -75.2224,
      recipient: 'Ella Lewis',
      packages: 1,
    },
    {
      name: 'Cliveden',
      address: '6401 Germantown Ave, Philadelphia, PA 19144',
      lat: 40.0464,
      lng: -75.186,
      recipient: 'Michael Walker',
      packages: 1,
    },
    {
      name: 'Chestnut Hill shops',
      address: '8400 Germantown Ave, Philadelphia, PA 19118',
      lat: 40.0757,
      lng: -75.2073,
      recipient: 'Abigail Hall',
      packages: 2,
      isAsap: true,
    },
    {
      name: "Philadelphia's Magic Gardens",
      address: '1020 South St, Philadelphia, PA 19147',
      lat: 39.9427,
      lng: -75.1593,
      recipient: 'Isaiah Zagar',
      packages: 1,
    },
  ] satisfies TDemoStop[],
} as const;

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The demo stops as rows of the stops table (without route_id). */
export function demoStopRows(now: Date) {
  return DEMO_ROUTE.stops.map((s: TDemoStop, i) => ({
    sequence: i,
    name: s.name,
    address: s.address,
    lat: s.lat,
    lng: s.lng,
    note: s.note ?? '',
    priority: s.isAsap ? Priority.Asap : Priority.Normal,
    time_window_start: s.window ? minutes(s.window[0]) : 0,
    time_window_end: s.window ? minutes(s.window[1]) : 0,
    recipient_name: s.recipient,
    recipient_phone_number: `+1215555${String(100 + i).padStart(4, '0')}`,
    order_info_package_count: s.packages,
    order_info_products: `${s.packages} parcel${s.packages === 1 ? '' : 's'}`,
    order_info_products_barcodes: Array.from(
      { length: s.packages },
      (_, k) => `PHL${1000 + i * 10 + k}`,
    ).join(','),
    created_at: now,
    updated_at: now,
  }));
}
