import { describe, expect, it } from 'vitest';
import { withPrerenderedPage } from './prerendered-page';

describe("the home page's HTML", () => {
  const index = '<html><head><title>app</title></head><body><div id="root"></div></body></html>';
  const page = { html: '<h1>Route Planner</h1>', styleTag: '<style data-emotion="css a1">.css-a1{}</style>' };

  it('holds the rendered page in the root and its styles in the head', () => {
    const doc = new DOMParser().parseFromString(withPrerenderedPage(index, page), 'text/html');
    expect(doc.getElementById('root')?.innerHTML).toBe('<h1>Route Planner</h1>');
    expect(doc.head.querySelector('style')?.getAttribute('data-emotion')).toBe('css a1');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => withPrerenderedPage('<html><head></head><body></body></html>', page)).toThrow(
      /no empty root/,
    );
  });
});
