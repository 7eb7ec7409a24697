/**
 * Fails when a screen folder of the web imports another screen folder (apps/web/src/screens/<a>/
 * importing ../<b>/): shared pieces belong in components/, lib/, routing/ or data/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenToScreenImports } from './screen-imports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const screensDir = path.join(root, 'apps/web/src/screens');

const found = screenToScreenImports(screensDir);
if (found.length > 0) {
  console.error(
    'A screen folder imports another (move what they share to components/, lib/, routing/ or data/):\n' +
      found
        .map((i) => `apps/web/src/screens/${i.file}: '${i.specifier}' reaches screens/${i.target}/`)
        .join('\n'),
  );
  process.exit(1);
}
console.log('Screen imports: ok');
