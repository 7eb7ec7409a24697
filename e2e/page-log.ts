import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';

/** Lines kept per test: a long test's page prints a few hundred at most. */
const MAX_LINES = 400;

const lines: string[] = [];
const open = new Map<Page, string>();
/** Pages of each kind opened in the running test: "desk 2" stays the second even after "desk 1" closes. */
const opened = new Map<string, number>();

/**
 * Keeps what a page of the running test did (where it went, what it printed, its errors and its
 * crashes) and, if the test fails, prints it with a screenshot of each page still open. A failure
 * seen once on a shared CI machine can then be read instead of guessed at.
 */
export async function watchPage(page: Page, kind: string): Promise<void> {
  const start = Date.now();
  const count = (opened.get(kind) ?? 0) + 1;
  opened.set(kind, count);
  const name = `${kind} ${count}`;
  const add = (text: string) => {
    if (lines.length < MAX_LINES) lines.push(`[${name} +${Date.now() - start} ms] ${text}`);
  };
  open.set(page, name);
  // Which element each press, release and click reached: a click that opened nothing is then told from
  // one that never arrived (a press and a release on different elements make no click).
  await page.addInitScript(() => {
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return String(target);
      const id = target.getAttribute('data-testid') ?? target.getAttribute('aria-label') ?? '';
      const text = (target.textContent ?? '').trim().slice(0, 40);
      return `<${target.tagName.toLowerCase()}${id ? ` ${id}` : ''}> ${text}`;
    };
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      addEventListener(type, (event) => console.debug(`[input] ${type} on ${describe(event.target)}`), true);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`at ${frame.url()}`);
  });
  page.on('load', () => add('loaded'));
  page.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
  page.on('crash', () => add('crashed'));
  page.on('close', () => open.delete(page));
}

/** Screenshots of the open pages go next to the other artifacts, named after the test. */
export function registerPageLog(artifactsDir: string): void {
  beforeEach((context) => {
    lines.length = 0;
    open.clear();
    opened.clear();
    context.onTestFailed(async () => {
      const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-');
      const test = slug(context.task.name).slice(0, 60);
      const shots: string[] = [];
      for (const [page, name] of open) {
        const file = path.join(artifactsDir, `failed-${test}-${slug(name)}.png`);
        try {
          await page.screenshot({ path: file });
          shots.push(file);
        } catch {
          // A crashed or closing page has no picture to give.
        }
      }
      console.log(
        [
          `What the pages did in "${context.task.name}":`,
          ...lines,
          ...shots.map((f) => `screenshot: ${f}`),
        ].join('\n'),
      );
    });
  });
}
