import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { writeFileSync } from 'fs';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './create-app';

/**
 * Writes the OpenAPI document without touching any database: Nest's preview mode builds the module
 * graph and routes but instantiates no providers. `node dist/openapi.js <file>`.
 */
async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('Aufruf: openapi <Zieldatei>');
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
