import type { RouteDef } from 'shared/routes';

/** True for pages shown without the app chrome: public/token-link pages and fill-in pages. */
export const isBareRoute = (route: RouteDef): boolean => route.access === 'public' || route.hidesCaseHeader === true;
