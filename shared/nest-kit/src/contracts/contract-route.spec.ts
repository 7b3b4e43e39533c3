import { Body, Controller, Get, Module, Param, Put, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ANSWERS, route } from '@rendezvous/contracts/routes';
import { z } from 'zod';
import { routesOf } from '../testing';
import { contractOf, ContractRoute } from './contract-route';
import { ZodBody, ZodParams, ZodQuery } from './zod-pipes';

const thing = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });
const routes = {
  read: route({
    name: 'read',
    service: 'demo',
    method: 'GET',
    path: '/api/things/:id',
    summary: 'A thing',
    params: z.object({ id: z.string() }),
    query: z.object({ locale: z.string().optional() }),
    answer: thing,
    failure: [{ status: 404, code: 'THING.NOT_FOUND' }],
  }),
  save: route({
    name: 'save',
    service: 'demo',
    method: 'PUT',
    path: '/api/things',
    summary: 'Save a thing',
    body: z.strictObject({ name: z.string().min(1) }),
    answer: ANSWERS.empty(),
    status: 204,
  }),
};

@Controller('api/things')
class ThingsController {
  @Get(':id')
  @ContractRoute(routes.read)
  read(@Param(new ZodParams(routes.read.params)) params: { id: string }, @Query(new ZodQuery(routes.read.query)) _query: object) {
    return { id: Number(params.id), name: 'x', note: null };
  }

  @Put()
  @ContractRoute(routes.save)
  save(@Body(new ZodBody(routes.save.body)) body: { name: string }) {
    void body;
  }
}

@Module({ controllers: [ThingsController] })
class DemoModule {}

describe('@ContractRoute', () => {
  it('writes the operation from the contract: parameters, body, the answer schema and the failures as the envelope', async () => {
    const app = await NestFactory.create(DemoModule, { logger: false });
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    await app.close();
    const read = document.paths['/api/things/{id}'].get!;
    expect(read.summary).toBe('A thing');
    expect(read.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'locale', in: 'query', required: false }),
      ]),
    );
    expect(read.responses['200']).toMatchObject({
      content: {
        'application/json': { schema: { type: 'object', required: ['id', 'name', 'note'], properties: { note: { type: 'string', nullable: true } } } },
      },
    });
    expect(read.responses['404']).toMatchObject({
      description: 'THING.NOT_FOUND',
      content: { 'application/json': { schema: { required: expect.arrayContaining(['code', 'message']) } } },
    });
    expect(read.responses['400']).toBeDefined();
    const save = document.paths['/api/things'].put!;
    expect(save.requestBody).toMatchObject({ content: { 'application/json': { schema: { properties: { name: { type: 'string', minLength: 1 } } } } } });
    expect(save.responses['204']).toBeDefined();
  });

  it('records the contract on the handler, where routesOf finds it', () => {
    expect(contractOf(ThingsController.prototype.read)).toBe(routes.read);
    expect(routesOf(DemoModule).map(({ method, path, contract }) => [method, path, contract?.name])).toEqual([
      ['GET', '/api/things/:id', 'read'],
      ['PUT', '/api/things', 'save'],
    ]);
  });
});
