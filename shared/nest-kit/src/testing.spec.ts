import { Controller, Get, Module } from '@nestjs/common';
import { route } from '@rendezvous/contracts/routes';
import { z } from 'zod';
import { ContractRoute } from './contracts/contract-route';
import { contractProblems, expectRoutesKept, overlappingRoutes, routeListOf, routesOf, routesOverlap } from './testing';

const listed = route({ name: 'list', service: 'demo', method: 'GET', path: '/api/things', summary: 'Things', answer: z.array(z.string()) });

@Controller('api/things')
class ThingsController {
  @Get()
  @ContractRoute(listed)
  list() {
    return [];
  }

  @Get(':id')
  one() {
    return 'x';
  }

  // Declares another path than the one it is registered on.
  @Get('mine')
  @ContractRoute(listed)
  mine() {
    return [];
  }
}

@Controller()
class InternalController {
  @Get('internal/things')
  internal() {
    return 'internal';
  }

  @Get('health')
  health() {
    return 'ok';
  }
}

@Module({ controllers: [ThingsController, InternalController] })
class DemoModule {}

describe('the route helpers', () => {
  it('tell a parameter and a literal in the same place apart from routes that differ in method or length', () => {
    expect(
      routesOverlap({ method: 'GET', segments: ['api', 'admin', 'sites', ':domain'] }, { method: 'GET', segments: ['api', 'admin', 'sites', 'complaints'] }),
    ).toBe(true);
    expect(
      routesOverlap({ method: 'GET', segments: ['api', 'admin', 'sites', ':domain'] }, { method: 'POST', segments: ['api', 'admin', 'sites', 'complaints'] }),
    ).toBe(false);
    expect(
      routesOverlap(
        { method: 'GET', segments: ['api', 'admin', 'sites', ':domain', 'campaigns'] },
        { method: 'GET', segments: ['api', 'admin', 'sites', 'complaints'] },
      ),
    ).toBe(false);
  });

  it('find the routes one request could match', () => {
    expect(overlappingRoutes(routesOf(DemoModule))).toEqual(['GET /api/things/:id and GET /api/things/mine']);
  });

  it('name a public route without a contract and one whose contract declares another path, and exempt internal routes and health', () => {
    expect(contractProblems(routesOf(DemoModule))).toEqual([
      'GET /api/things/:id (ThingsController.one) has no @ContractRoute',
      'GET /api/things/mine (ThingsController.mine) declares GET /api/things (demo.list)',
    ]);
  });

  it('list the routes a module answers, and hold them to the list kept from before (none lost, none added, none twice)', () => {
    const before = ['GET /health', 'GET /internal/things', 'GET /api/things/mine', 'GET /api/things/:id', 'GET /api/things'];
    expect(routeListOf(DemoModule)).toEqual([...before].sort());
    expectRoutesKept(DemoModule, before);
    expect(() => expectRoutesKept(DemoModule, before.slice(1))).toThrow();
    expect(() => expectRoutesKept(DemoModule, [...before, 'GET /api/things'])).toThrow();
  });
});
