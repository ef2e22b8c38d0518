import type { ApiRoute } from '../api-route';
import { coreRoutes } from './core.routes';

/** Every documented endpoint. Areas are added here as their contracts land. */
export const ALL_ROUTES: ApiRoute[] = [...coreRoutes];
