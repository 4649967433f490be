/**
 * The ceiling of bench:api: NestJS on platform-express with one route that does nothing, on this
 * machine. The API's endpoints are compared with it.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class CeilingController {
  @Get('ceiling')
  ceiling(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [CeilingController] })
class CeilingModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(CeilingModule, { logger: false });
  await app.listen(Number(process.env.PORT ?? 3999));
  console.log('ceiling ready');
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
