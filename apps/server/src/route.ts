import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import {
  invalidationsOf,
  secretFieldsOf,
  type AnswerOf,
  type Endpoint,
  type ParsedInputOf,
} from '@portal/contract';
import type { Caller } from './context/caller.ts';
import { answerWriter, declaresMoney, listWriter, type ListWriter } from './response-serializer.ts';
import { StreamedList } from './streamed-list.ts';
import { collectEffects } from './context/effects.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyOf,
} from './context/idempotency.ts';

/**
 * An answer already written by its endpoint's answer writer (`answerWriter`), sent as it is: what a
 * route keeps of an expensive answer, to send it again without building and writing it anew.
 */
export class WrittenAnswer {
  constructor(readonly json: Buffer) {}

  /** The answer as a value again, for keeping it under an idempotency key. */
  toJSON(): unknown {
    return JSON.parse(this.json.toString('utf8'));
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The item of a list answer's `data`. */
type ListItemOf<E extends Endpoint> = AnswerOf<E> extends { data: readonly (infer T)[] } ? T : never;

/** What a handler may answer: the answer, an answer already written, or a whole list to stream. */
type Answered<E extends Endpoint> = AnswerOf<E> | WrittenAnswer | StreamedList<ListItemOf<E>>;

/** What a route's handler gets: the validated input and who is calling. */
export interface RouteRequest<E extends Endpoint> {
  input: ParsedInputOf<E>;
  /** Null only on public endpoints. */
  caller: Caller;
}

/**
 * Registers the route of one contract endpoint: its method and path, its input validated by the
 * endpoint's schema (body of a POST, query of a GET), its answer written from the answer schema
 * (nothing undeclared leaves the server), and its roles checked before the handler runs. Once the
 * handler succeeded, what the call changed is published to the tenant's live streams: what the
 * endpoint declares it invalidates, and what its services recorded.
 *
 * An answer whose schema declares money (`moneyFields` in the contract) is written without it to
 * a caller who may not see money, whatever the handler put in it.
 *
 * A read may answer its whole list as a `StreamedList`: written by the same item writer (moneyless
 * too), the bytes are those of the list answered at once.
 *
 * A change sent with an `Idempotency-Key` runs once for its caller and key: sent again, it
 * answers what it answered the first time and changes and publishes nothing more.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handle: NoInfer<(request: RouteRequest<E>) => Promise<Answered<E>> | Answered<E>>,
  config: Omit<FastifyContextConfig, 'public' | 'roles' | 'changes' | 'signedInOnly'> = {},
): void {
  const source = endpoint.method === 'GET' ? 'querystring' : 'body';
  const moneyless = declaresMoney(endpoint.answer)
    ? answerWriter(endpoint.answer, { moneyless: true })
    : null;
  // Compiled on the first streamed answer: most routes never stream one.
  const listWriters = new Map<boolean, ListWriter>();
  const listWriterOf = (withoutMoney: boolean) => {
    let writer = listWriters.get(withoutMoney);
    if (!writer) {
      writer = listWriter(endpoint.answer, { moneyless: withoutMoney });
      listWriters.set(withoutMoney, writer);
    }
    return writer;
  };
  const secrets = secretFieldsOf(endpoint.answer);
  // What an Idempotency-Key keeps of the answer: never a secret shown once.
  const keep = (answer: Answered<E>) => {
    if (answer instanceof StreamedList) throw new TypeError('A change answers no streamed list');
    const value = answer instanceof WrittenAnswer ? answer.toJSON() : answer;
    if (secrets.length === 0) return value;
    return Object.fromEntries(Object.entries(value as object).filter(([name]) => !secrets.includes(name)));
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
    schema: { [source]: endpoint.input, response: { 200: endpoint.answer } },
    config: {
      ...config,
      public: endpoint.public === true,
      roles: endpoint.roles,
      changes: endpoint.kind === 'change',
      signedInOnly: endpoint.signedInOnly === true,
    },
    handler: async (request, reply) => {
      const input = (source === 'body' ? request.body : request.query) as ParsedInputOf<E>;
      const { caller } = request;
      const { live } = request.server;
      const run = async () => {
        const audience = caller && {
          tenantId: caller.tenantId,
          declared: invalidationsOf(endpoint, input, caller),
        };
        const [answer, recorded, carried] = await collectEffects(
          live.mail,
          async () => handle({ input, caller }),
          {
            endpoint,
            input,
            webhookEndpoints: request.server.webhookEndpoints,
            ...(audience ? { audience } : {}),
          },
        );
        // Services commit their transactions before they return, so the changes are stored by now.
        if (audience) await live.publish(audience.tenantId, [...audience.declared, ...recorded], { carried });
        return answer;
      };
      const key =
        endpoint.kind === 'change' ? idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]) : undefined;
      let answer: Answered<E>;
      if (key === undefined) answer = await run();
      else {
        const once = await request.server.idempotency(caller, key, endpoint.path, input, run, keep);
        if (once.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        answer = once.answer;
      }
      const withoutMoney =
        moneyless !== null && Boolean(caller) && !(await request.server.maySeeMoney(caller));
      if (answer instanceof StreamedList) {
        reply.type(JSON_TYPE);
        return answer.written(listWriterOf(withoutMoney));
      }
      if (moneyless && withoutMoney) {
        reply.type(JSON_TYPE);
        return Buffer.from(moneyless(answer instanceof WrittenAnswer ? answer.toJSON() : answer));
      }
      if (!(answer instanceof WrittenAnswer)) return answer;
      reply.type(JSON_TYPE);
      return answer.json;
    },
  });
}
