import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Browser tests drive the built app: build it once when it is missing (CI builds it before). */
export default function setup(): void {
  if (!existsSync(`${repo}apps/web/dist/index.html`) || process.env.E2E_REBUILD === '1') {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repo, stdio: 'inherit' });
  }
}
