import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PAGE_TIMEOUT_MS, type TProduct } from './harness';

/** axe-core's own bundle, injected into each page as the registry ships it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 levels A and AA: what buyers of dispatch software ask for. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface TViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Runs axe-core on the page as it is now and answers each violated rule with the elements it found. */
export async function axeViolations(page: Page): Promise<TViolation[]> {
  // A dialog or panel still fading in has colours half-way: scan once every transition has ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    type TAxe = {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: { id: string; impact: string | null; nodes: { target: unknown[]; html: string }[] }[];
      }>;
    };
    const axe = (window as unknown as { axe: TAxe }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => `${n.target.map(String).join(' ')} ${n.html.slice(0, 120)}`),
    }));
  }, WCAG_21_AA);
}

/**
 * A browser context that lets the test inject axe-core: the product's Content-Security-Policy
 * (script-src 'self') rightly refuses inline scripts, so the test context bypasses it.
 */
export async function scanPage(
  browser: Browser,
  product: TProduct,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: product.url, viewport, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return { page, context };
}

export const DESK = { width: 1400, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Scans each named state in turn and collects its violations, so one run reports every page at once. */
export function scanner() {
  const found: string[] = [];
  return {
    async scan(page: Page, name: string): Promise<void> {
      for (const v of await axeViolations(page)) {
        found.push(`${name}: ${v.id} (${v.impact}) x${v.targets.length}: ${v.targets.join(', ')}`);
      }
    },
    /** Fails with every violation found, rule id and targets, one a line. */
    expectNone(): void {
      expect(found.join('\n')).toBe('');
    },
  };
}
