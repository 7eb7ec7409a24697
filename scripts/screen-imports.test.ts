import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenToScreenImports } from './screen-imports';

const fixtureScreens = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/screens');

describe('the screen-imports check', () => {
  it('reports a screen folder importing another, and nothing else', () => {
    expect(screenToScreenImports(fixtureScreens)).toEqual([
      { file: 'alpha/AlphaScreen.tsx', specifier: '../beta/beta-title', target: 'beta' },
    ]);
  });
});
