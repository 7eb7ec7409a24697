import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { vectorStyle } from './vector-style';

const page = 'https://plan.example.com/routes/12';

describe('the vector base map style', () => {
  it('draws a .pmtiles archive with the Protomaps style, the archive read through the pmtiles protocol', () => {
    const style = vectorStyle('/map-files/planet.pmtiles', '', page) as StyleSpecification;
    expect(style.sources.protomaps).toMatchObject({
      type: 'vector',
      url: 'pmtiles://https://plan.example.com/map-files/planet.pmtiles',
    });
    const ids = style.layers.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(['earth', 'water', 'boundaries_country']));
    // Transparent where the archive has no tiles: the world outline beneath shows there.
    expect(style.layers.some((l) => l.type === 'background')).toBe(false);
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
    expect(style.glyphs).toBeUndefined();
  });

  it('adds the labels when the operator gives their fonts', () => {
    const glyphs = '/map-files/fonts/{fontstack}/{range}.pbf';
    const style = vectorStyle('https://maps.example.net/area.pmtiles', glyphs, page) as StyleSpecification;
    expect(style.glyphs).toBe('https://plan.example.com/map-files/fonts/{fontstack}/{range}.pbf');
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(true);
  });

  it("takes any other URL as a MapLibre style's own", () => {
    expect(vectorStyle('/map-files/style.json', '', page)).toBe(
      'https://plan.example.com/map-files/style.json',
    );
    expect(vectorStyle('https://maps.example.net/style.json?key=k', '', page)).toBe(
      'https://maps.example.net/style.json?key=k',
    );
  });
});
