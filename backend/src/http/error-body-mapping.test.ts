/**
 * The error filter's registration point: a feature that documents an error shape of its own hands
 * the filter a mapping, and only the requests the mapping claims get its body.
 */
import { BadRequestException, Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import request from 'supertest';
import { ApiErrorsModule } from './api-errors.module';

@Controller('refusal')
class RefusingController {
  @Get()
  refuse(): never {
    throw new BadRequestException('Nothing here for you');
  }
}

/** A feature whose callers say `X-Shape: plain` get `{ problem }` instead of the site's shape. */
@Module({
  imports: [
    ApiErrorsModule.forFeature({
      matches: (incoming) => incoming.headers['x-shape'] === 'plain',
      body: (_exception, defaultBody, requestId) => ({
        problem: defaultBody.error,
        status: defaultBody.statusCode,
        requestId,
      }),
    }),
  ],
  controllers: [RefusingController],
})
class PlainShapeFeature {}

describe('error body mappings', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        LoggerModule.forRoot({ pinoHttp: { logger: pino({ enabled: false }) }, useExisting: true, forRoutes: [] }),
        ApiErrorsModule,
        PlainShapeFeature,
      ],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    // What the request logger gives every request in the app.
    app.use((incoming: { id?: string }, _response: unknown, next: () => void) => {
      incoming.id = 'req-1';
      next();
    });
    await app.init();
  });

  afterAll(() => app.close());

  it('answers a request the mapping claims with its body, keeping the status and the sentence', async () => {
    const response = await request(app.getHttpServer()).get('/refusal').set('X-Shape', 'plain').expect(400);
    expect(response.body).toEqual({ problem: 'Nothing here for you', status: 400, requestId: 'req-1' });
  });

  it('answers any other request in the one error shape', async () => {
    const response = await request(app.getHttpServer()).get('/refusal').expect(400);
    expect(response.body).toEqual({ success: false, statusCode: 400, error: 'Nothing here for you' });
  });

  it('maps an unknown route too, since the filter catches everything', async () => {
    const response = await request(app.getHttpServer()).get('/nowhere').set('X-Shape', 'plain').expect(404);
    expect(response.body).toEqual({ problem: 'Cannot GET /nowhere', status: 404, requestId: 'req-1' });
  });
});
