import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description built from the routes' zod schemas, browsable at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance, { productName }: { productName: string }) => {
  await app.register(swagger, {
    openapi: { info: { title: `${productName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
