import { describe, expect, it } from 'vitest';
import { dayIn } from './default-vs-overrides.js';

describe('dayIn', () => {
  it("is the team's own date, which is not UTC's near midnight", () => {
    const lateEvening = new Date('2030-01-15T03:30:00Z');
    expect(dayIn('America/New_York', lateEvening)).toBe('2030-01-14');
    expect(dayIn('Europe/Warsaw', lateEvening)).toBe('2030-01-15');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(dayIn('Nowhere/Else', new Date('2030-01-15T03:30:00Z'))).toBe('2030-01-15');
  });
});
