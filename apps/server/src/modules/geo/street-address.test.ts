import { describe, expect, it } from 'vitest';
import { looksLikeStreetAddress } from './street-address.js';

describe('looksLikeStreetAddress', () => {
  it.each([
    '1500 Market St',
    '1500 Market Street, Philadelphia',
    'Market Street',
    '12b Długa',
    'ul. Długa 5, Kraków',
    'Hauptstraße 3',
    'Kalverstraat 1, Amsterdam',
    '10 Downing',
    'Rue de Rivoli',
  ])('reads %j as a street address', (text) => {
    expect(looksLikeStreetAddress(text)).toBe(true);
  });

  it.each([
    'Camden',
    'Philadelphia, PA',
    'Camden, 08102',
    '00-950, PL',
    'Warszawa',
    'New York',
    'Saint-Étienne',
  ])('reads %j as a place, not a street', (text) => {
    expect(looksLikeStreetAddress(text)).toBe(false);
  });
});
