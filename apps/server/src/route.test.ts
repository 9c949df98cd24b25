import { API_PREFIX, MinorUnitsSchema, money, readEndpoint, type Role } from '@portal/contract';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Caller } from './context/caller.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { route, WrittenAnswer } from './route.ts';

const Report = z.object({
  result: z.literal(1),
  hours: z.number(),
  amount: money(MinorUnitsSchema),
});
const report = readEndpoint({
  method: 'POST',
  path: `${API_PREFIX}test/report`,
  summary: 'A report with money in it.',
  input: z.object({ written: z.boolean().optional() }),
  answer: Report,
});

/** A server with the one route, whose caller has `role` and may see money when `seesMoney` says. */
async function serverFor(role: Role, seesMoney: (caller: Caller) => boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('live', { mail: undefined, publish: async () => undefined } as never);
  app.decorate('maySeeMoney', async (caller: Caller) => seesMoney(caller));
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    request.caller = { tenantId: 't', userId: 'u', role, email: 'u@example.com', subscriptionEndsOn: '' };
  });
  route(app, report, ({ input }) => {
    const answer = { result: 1 as const, hours: 2.5, amount: 12_345 };
    return input.written ? new WrittenAnswer(Buffer.from(JSON.stringify(answer))) : answer;
  });
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof serverFor>> | undefined;
afterEach(async () => {
  await app?.close();
});

describe('an answer with money in it', () => {
  it('reaches whoever may see money whole', async () => {
    app = await serverFor('Admin', () => true);
    const answer = await app.inject({ method: 'POST', url: report.path, payload: {} });
    expect(answer.json()).toEqual({ result: 1, hours: 2.5, amount: 12_345 });
  });

  it('reaches whoever may not without its money, a kept written answer too', async () => {
    app = await serverFor('User', (caller) => caller.role !== 'User');
    for (const written of [false, true]) {
      const answer = await app.inject({ method: 'POST', url: report.path, payload: { written } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.json()).toEqual({ result: 1, hours: 2.5 });
      expect(answer.body).not.toContain('12345');
    }
  });
});
