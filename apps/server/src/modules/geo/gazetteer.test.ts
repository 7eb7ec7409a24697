import { describe, expect, it } from 'vitest';
import { keptAlternateNames } from './build-gazetteer-names.js';
import { placesByNamePrefix } from './gazetteer.js';
import { createOfflineGeocoder, withoutRepeats } from './offline-geocoder.js';
import { normalisePlaceName } from './place-name.js';

const geocoder = createOfflineGeocoder();
const first = async (text: string, more: { lat?: number; lon?: number } = {}) =>
  (await geocoder.search({ text, limit: 5, ...more }))[0];

describe('the offline gazetteer', () => {
  it.each([
    ['Warszawa', 'PL', 52.2],
    ['München', 'DE', 48.1],
    ['Praha', 'CZ', 50.1],
    ['Lisboa', 'PT', 38.7],
    ['Köln', 'DE', 50.9],
    ['Wien', 'AT', 48.2],
    ['Kraków', 'PL', 50.1],
    ['Sevilla', 'ES', 37.4],
    ['Den Haag', 'NL', 52.1],
    ['Genève', 'CH', 46.2],
    ['Firenze', 'IT', 43.8],
    ['Bruxelles', 'BE', 50.8],
    ['Brussel', 'BE', 50.8],
    ['Warschau', 'PL', 52.2],
  ])('finds %s in %s, accents and case ignored', async (name, country, lat) => {
    for (const text of [name, normalisePlaceName(name).toUpperCase()]) {
      const place = await first(text);
      expect(place, text).toMatchObject({ country });
      expect(Math.round((place?.lat ?? 0) * 10) / 10, text).toBeCloseTo(lat, 0);
    }
  });

  it('names a place by the name it was searched with, and keeps its English name', async () => {
    expect(await first('warszawa')).toMatchObject({ name: 'Warszawa', address: 'Warszawa, Mazovia, PL' });
    expect(await first('Warsaw')).toMatchObject({ name: 'Warsaw', country: 'PL' });
  });

  it('ranks a whole-name match, then population, then nearness to the focus', async () => {
    // Sevilla (Spain, 700 000) before the Colombian and Philippine towns of that name.
    expect((await geocoder.search({ text: 'Sevilla', limit: 3 })).map((r) => r.country)).toEqual([
      'ES',
      'CO',
      'CO',
    ]);
    // Near Warsaw, Indiana, its Warsaw beats the capital.
    expect(await first('Warsaw', { lat: 41.24, lon: -85.85 })).toMatchObject({ country: 'US' });
  });

  it('prefers the country a trailing code names, and ignores a code no place matches', async () => {
    expect(await first('Sevilla, CO')).toMatchObject({ country: 'CO' });
    expect(await first('Warszawa, PL')).toMatchObject({ country: 'PL' });
    expect(await first('Philadelphia, PA')).toMatchObject({ country: 'US' });
    expect(placesByNamePrefix('Warszawa', 'DE')).toEqual([]);
  });

  it('finds names by their beginning while typing, and whole names only for an import row', async () => {
    expect(await first('Warsz')).toMatchObject({ country: 'PL', lat: 52.22977 });
    expect(await geocoder.search({ text: 'Warsz, PL', wholeName: true })).toEqual([]);
    const wien = await geocoder.search({ text: 'Wien, AT', wholeName: true });
    expect(wien.map((r) => r.name)).toEqual(['Wien']);
  });

  it('shows the region, and lists one name, region and country once', async () => {
    const camdens = await geocoder.search({ text: 'Camden', limit: 20, lat: 39.95, lon: -75.16 });
    const labels = camdens.map((r) => r.address);
    expect(labels[0]).toBe('Camden, New Jersey, US');
    expect(labels).toContain('Camden, South Carolina, US');
    expect(labels).toContain('Camden, New South Wales, AU');
    // Two Camdens in Ohio are one row: people could not tell them apart.
    expect(labels.filter((l) => l === 'Camden, Ohio, US')).toHaveLength(1);
    expect(new Set(labels).size).toBe(labels.length);
    const philadelphias = (await geocoder.search({ text: 'Philadelphia' })).map((r) => r.address);
    expect(philadelphias[0]).toBe('Philadelphia, Pennsylvania, US');
    expect(new Set(philadelphias).size).toBe(philadelphias.length);
  });

  it('merges places of one name a few km apart, keeping the better one', () => {
    const at = (lat: number, lng: number, population: number, region = 'R') => ({
      place: { name: 'Town', country: 'XX', region, population, lat, lng },
      name: 'Town',
      exact: true,
    });
    const ranked = [
      at(50, 20, 9000, 'A'),
      at(50.01, 20.01, 100, 'B'),
      at(51, 20, 50, 'A'),
      at(52, 20, 10, 'C'),
    ];
    expect(withoutRepeats(ranked, 10)).toEqual([ranked[0], ranked[3]]);
    expect(withoutRepeats(ranked, 1)).toEqual([ranked[0]]);
  });

  it('lists each place once under its best name', () => {
    const matches = placesByNamePrefix('Brux');
    const brussels = matches.filter((m) => m.place.name === 'Brussels' && m.place.country === 'BE');
    expect(brussels).toHaveLength(1);
  });

  it('answers typed coordinates and nothing for a postcode or an unknown name', async () => {
    expect(await first('52.23, 21.01')).toMatchObject({ lat: 52.23, lng: 21.01 });
    expect(await geocoder.search({ text: '00-950, PL' })).toEqual([]);
    expect(await geocoder.search({ text: 'Qqzxv' })).toEqual([]);
  });
});

describe('the alternate-name table builder', () => {
  it('keeps Latin-script names, not codes, transliterations, numbered districts or repeats', () => {
    const alternates = [
      'WAW',
      'Warszawa',
      'Warschau',
      'warushawa',
      'Варшава',
      'Warszawa 1',
      'Warsaw',
      'Varsovie',
    ];
    expect(keptAlternateNames('Warsaw', alternates)).toEqual(['Warszawa', 'Warschau', 'Varsovie']);
  });

  it('keeps the accented spelling of two that read alike', () => {
    expect(keptAlternateNames('Munich', ['Munchen', 'München'])).toEqual(['München']);
  });
});
