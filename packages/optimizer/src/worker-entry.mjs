// Worker entry for Node 20: loaders passed in a Worker's execArgv are ignored, so register tsx here
// and load the TypeScript worker. Use `new Worker(SOLVER_WORKER_URL)` (see worker-url.ts).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
