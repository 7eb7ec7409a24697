export {
  DEFAULT_TRAVEL,
  type RoutingProvider,
  type TMatrices,
  type TPoint,
  type TTravelOptions,
} from '../../../core/ports/routing-provider.js';
