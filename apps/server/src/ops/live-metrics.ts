import type { TMetrics } from '../core/ports/metrics.js';
import type { LiveSocket } from '../live/socket-server.js';

/** Open socket connections of this process, and how many of them have logged in. */
export function addLiveMetrics(metrics: TMetrics, live: LiveSocket): void {
  metrics.addGauge(
    'socket_connections',
    'Open live socket connections of this process',
    ['state'],
    (gauge) => {
      const sockets = [...live.io.of('/').sockets.values()];
      gauge.set({ state: 'open' }, live.io.engine.clientsCount);
      gauge.set({ state: 'logged_in' }, sockets.filter((s) => s.data.viewer !== undefined).length);
    },
  );
}
