import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/**
 * The world's countries at Natural Earth's lowest resolution (1:110 million), bundled so that the
 * map shows land, sea and borders with no tile server at all. Loaded with the map only, never by
 * a public page or the driver app.
 */
export function worldCountries(): FeatureCollection<Polygon | MultiPolygon> {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon>;
}
