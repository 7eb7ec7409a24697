import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT_FILE, withHeadScript, withPrerenderedPage } from './prerendered-page';

describe("a prerendered page's HTML", () => {
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

  it('puts the head script first in the head: a classic script, run before the page is painted', () => {
    const html = withHeadScript(withPrerenderedPage(index, page), `/${HEAD_SCRIPT_FILE}`);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const first = doc.head.firstElementChild;
    expect(first?.tagName).toBe('SCRIPT');
    expect(first?.getAttribute('src')).toMatch(/^\/assets\/head-[0-9a-f]{8}\.js$/);
    expect(first?.hasAttribute('type') || first?.hasAttribute('async') || first?.hasAttribute('defer')).toBe(
      false,
    );
    expect(doc.head.querySelector('style')?.textContent).toBe(
      'html[data-signed-in] #root{visibility:hidden}',
    );
    expect(() => withHeadScript('<html><body></body></html>', '/x.js')).toThrow(/no head/);
  });
});
