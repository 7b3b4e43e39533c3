import { type DynamicModule, type ForwardReference, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { RouteContract } from '@rendezvous/contracts/routes';
import { contractOf } from './contracts/contract-route';

/**
 * Helpers for a service's `app.module.spec.ts` (`@rendezvous/nest-kit/testing`, specs only):
 *
 *   const routes = routesOf(AppModule.register(CONFIG));
 *   expectNoOverlappingRoutes(routes);
 *   expectEveryRouteHasAContract(routes);
 *   expectRoutesKept(AppModule.register(CONFIG), ROUTES_BEFORE); // after regrouping controllers into modules
 */

export interface RegisteredRoute {
  /** GET, POST, …, or ALL */
  method: string;
  /** `/api/admin/sites/:domain/settings` */
  path: string;
  segments: string[];
  controller: string;
  handler: string;
  contract?: RouteContract;
}

type ModuleEntry = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** Every controller a module brings, its imports' included, in the order Nest registers them. */
export function controllersOf(entry: ModuleEntry, seen = new Set<unknown>()): Type[] {
  if (!entry || seen.has(entry) || 'then' in entry || 'forwardRef' in entry) return [];
  seen.add(entry);
  const dynamic: Partial<DynamicModule> = typeof entry === 'function' ? {} : entry;
  const module = typeof entry === 'function' ? entry : entry.module;
  const controllers: Type[] = [...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []), ...(dynamic.controllers ?? [])];
  const imports: ModuleEntry[] = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []), ...(dynamic.imports ?? [])];
  return [...controllers, ...imports.flatMap((imported) => controllersOf(imported, seen))];
}

const segmentsOf = (...paths: unknown[]) =>
  paths
    .flat()
    .filter((path): path is string => typeof path === 'string')
    .flatMap((path) => path.split('/'))
    .filter(Boolean);

/** Every route of a module (an AppModule, or `AppModule.register(config)`), with the contract its handler declares. */
export function routesOf(appModule: ModuleEntry): RegisteredRoute[] {
  return controllersOf(appModule).flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller);
    return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || name === 'constructor') return [];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) return [];
      const segments = segmentsOf(base, Reflect.getMetadata(PATH_METADATA, handler));
      return [
        { method: RequestMethod[method], path: `/${segments.join('/')}`, segments, controller: controller.name, handler: name, contract: contractOf(handler) },
      ];
    });
  });
}

/** Whether one request could match both routes: Express matches literals case-insensitively, a parameter takes any one segment. */
export function routesOverlap(a: Pick<RegisteredRoute, 'method' | 'segments'>, b: Pick<RegisteredRoute, 'method' | 'segments'>): boolean {
  const sameMethod = a.method === b.method || a.method === 'ALL' || b.method === 'ALL';
  const variable = (segment: string) => segment.startsWith(':') || segment.includes('*');
  return (
    sameMethod &&
    a.segments.length === b.segments.length &&
    a.segments.every((segment, i) => variable(segment) || variable(b.segments[i]) || segment.toLowerCase() === b.segments[i].toLowerCase())
  );
}

const show = ({ method, path }: Pick<RegisteredRoute, 'method' | 'path'>) => `${method} ${path}`;

/** The pairs of routes one request could match (Nest would answer with whichever module came first). */
export function overlappingRoutes(routes: RegisteredRoute[]): string[] {
  return routes.flatMap((route, i) =>
    routes
      .slice(i + 1)
      .filter((other) => routesOverlap(route, other))
      .map((other) => `${show(route)} and ${show(other)}`),
  );
}

export function expectNoOverlappingRoutes(routes: RegisteredRoute[]): void {
  expect(overlappingRoutes(routes)).toEqual([]);
}

/** Routes other services or the platform call, described by InternalCalls in `@rendezvous/contracts/internal`, not by a RouteContract. */
export const isInternalRoute = (route: Pick<RegisteredRoute, 'segments'>) =>
  route.segments[0] === 'internal' || (route.segments.length === 1 && route.segments[0] === 'health');

/** What is wrong with the routes' contracts: a public route without one, or one whose method or path is not the handler's. */
export function contractProblems(routes: RegisteredRoute[], exempt: (route: RegisteredRoute) => boolean = isInternalRoute): string[] {
  return routes.flatMap((route) => {
    if (exempt(route)) return [];
    const where = `${show(route)} (${route.controller}.${route.handler})`;
    if (!route.contract) return [`${where} has no @ContractRoute`];
    const declared = `${route.contract.method} ${route.contract.path}`;
    return declared.toLowerCase() === show(route).toLowerCase() ? [] : [`${where} declares ${declared} (${route.contract.service}.${route.contract.name})`];
  });
}

export function expectEveryRouteHasAContract(routes: RegisteredRoute[], exempt?: (route: RegisteredRoute) => boolean): void {
  expect(contractProblems(routes, exempt)).toEqual([]);
}

/** A module's routes as `METHOD /path`, sorted (one line per registration, so a route registered twice shows twice). */
export const routeListOf = (appModule: ModuleEntry): string[] => routesOf(appModule).map(show).sort();

/**
 * The module answers exactly the routes it answered before a change that should move none (its controllers split into
 * modules): none lost, none added, each registered once. `routesBefore` is the list kept from before, in any order.
 */
export function expectRoutesKept(appModule: ModuleEntry, routesBefore: readonly string[]): void {
  expect(routeListOf(appModule)).toEqual([...routesBefore].sort());
}
