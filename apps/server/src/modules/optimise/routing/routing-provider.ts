export type { RoutingProvider, TMatrices, TPoint } from '../../../core/ports/routing-provider.js';
