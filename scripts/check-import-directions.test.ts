import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importViolations } from './check-import-directions.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let root: string | undefined;

/** A throw-away repository holding just the given files (path from its root → source). */
function tree(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-directions-'));
  root = folder;
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), source);
  }
  return folder;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('server import directions', () => {
  it('refuses core/ reaching http/, a module or the app', () => {
    const found = importViolations(
      tree({
        'apps/server/src/core/errors.ts': "import { registerCall } from '../http/register-call.js';\n",
        'apps/server/src/core/auth-context.ts':
          "import { authRepository } from '../modules/auth/auth.repository.js';\n",
        'apps/server/src/core/app-deps.ts':
          "import type { LiveSocket } from '../live/socket-server.js';\nimport { buildApp } from '../app.js';\n",
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(/^apps\/server\/src\/core\/app-deps\.ts: '\.\.\/app\.js' reaches/),
      expect.stringMatching(
        /^apps\/server\/src\/core\/app-deps\.ts: '\.\.\/live\/socket-server\.js' reaches/,
      ),
      expect.stringMatching(
        /^apps\/server\/src\/core\/auth-context\.ts: .* reaches apps\/server\/src\/modules\//,
      ),
      expect.stringMatching(/^apps\/server\/src\/core\/errors\.ts: .* reaches apps\/server\/src\/http\//),
    ]);
  });

  it('lets core/ use the config, the database types and the contracts', () => {
    const found = importViolations(
      tree({
        'apps/server/src/core/app-deps.ts':
          "import type { TConfig } from '../config.js';\nimport type { Db } from '../db/database.js';\nimport { Api } from '@rp/contracts';\n",
      }),
    );
    expect(found).toEqual([]);
  });

  it('refuses http/ reaching a module', () => {
    const found = importViolations(
      tree({
        'apps/server/src/http/auth-context.ts': "import { hashToken } from '../modules/auth/tokens.js';\n",
      }),
    );
    expect(found).toEqual([
      expect.stringContaining("'../modules/auth/tokens.js' reaches apps/server/src/modules/"),
    ]);
  });

  it("refuses a module's service or helper reaching http/, and lets its routes file", () => {
    const found = importViolations(
      tree({
        'apps/server/src/modules/stops/stops.service.ts':
          "import type { TAuthGuard } from '../../http/auth-context.js';\n",
        'apps/server/src/modules/stops/stops-read.ts':
          "import { sendEncoded } from '../../http/encoded-answer.js';\n",
        'apps/server/src/modules/stops/stops.routes.ts':
          "import { requireAuth } from '../../http/auth-context.js';\nimport { AppError } from '../../core/errors.js';\n",
        'apps/server/src/modules/stops/stops-helper.ts': "import { AppError } from '../../core/errors.js';\n",
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^apps\/server\/src\/modules\/stops\/stops-read\.ts: .* reaches apps\/server\/src\/http\//,
      ),
      expect.stringMatching(
        /^apps\/server\/src\/modules\/stops\/stops\.service\.ts: .* reaches apps\/server\/src\/http\//,
      ),
    ]);
  });
});

describe('the repository', () => {
  it('keeps every direction', () => {
    expect(importViolations(repositoryRoot)).toEqual([]);
  });
});
