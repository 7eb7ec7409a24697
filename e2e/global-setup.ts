import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { makeDataTemplate } from './harness';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * Browser tests drive the built app: build it once when it is missing (CI builds it before). Then
 * the database every file's product starts from, made once (see makeDataTemplate in harness.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(`${repo}apps/web/dist/index.html`) || process.env.E2E_REBUILD === '1') {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repo, stdio: 'inherit' });
  }
  const template = await makeDataTemplate();
  project.provide('e2eDataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
