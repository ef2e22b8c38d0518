import type { ApiRoute } from '../api-route';
import { analyticsRoutes } from './analytics.routes';
import { coreRoutes } from './core.routes';
import { documentsRoutes } from './documents.routes';
import { editsRoutes } from './edits.routes';
import { embedRoutes } from './embed.routes';
import { exportsRoutes } from './exports.routes';
import { fundersRoutes } from './funders.routes';
import { parsingRoutes } from './parsing.routes';

/**
 * Every endpoint of the interface spec. Endpoints whose behaviour has not landed yet are documented
 * already; until their issue lands the gateway answers them with 404 ROUTE.NOT_FOUND.
 */
export const ALL_ROUTES: ApiRoute[] = [
  ...coreRoutes,
  ...parsingRoutes,
  ...documentsRoutes,
  ...analyticsRoutes,
  ...editsRoutes,
  ...exportsRoutes,
  ...embedRoutes,
  ...fundersRoutes,
];
