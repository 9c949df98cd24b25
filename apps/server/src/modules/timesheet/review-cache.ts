import { LRUCache } from 'lru-cache';
import {
  addCalendarDays,
  api,
  type LiveEvent,
  type ReviewAnswer,
  type ReviewGridAnswer,
} from '@portal/contract';
import type { LivePublisher } from '../../context/effects.ts';
import { answerWriter } from '../../response-serializer.ts';
import { WrittenAnswer } from '../../route.ts';

/** Most bytes of written Reviews one instance keeps: a 500-user week is 0.8 to 1.3 MB. */
const MAX_BYTES = 16 * 1024 * 1024;

/** Events that change nothing a Review shows. */
const UNRELATED: ReadonlySet<LiveEvent['type']> = new Set([
  'timer',
  'notifications',
  'pins',
  'clients',
  'rates',
  'savedReports',
]);

export interface ReviewPeriod {
  startDate: string;
  endDate: string;
}

/** A tenant's Review of a period in one shape, as derived while listening on one bus connection. */
interface Review extends ReviewPeriod {
  tenantId: string;
  listening: number;
}

interface Kept extends Review {
  answer: WrittenAnswer;
}

interface Deriving extends Review {
  answer: Promise<WrittenAnswer>;
  /** A change of the period committed while it was being derived. */
  stale: boolean;
}

/** Whether `event` may change what a Review of `period` shows. */
function touches(event: LiveEvent, { startDate, endDate }: ReviewPeriod): boolean {
  if (UNRELATED.has(event.type)) return false;
  if (event.type === 'entries' && event.date !== null)
    return startDate <= event.date && event.date <= endDate;
  if (event.type === 'week')
    return event.weekStart <= endDate && startDate <= addCalendarDays(event.weekStart, 6);
  // Entries of unknown dates, names of projects, tasks and people, anything new: the whole tenant.
  return true;
}

/**
 * Keeps each tenant's Review answers, written, until a change may alter them. A Review reads every
 * entry, decision and name of its period across the tenant and costs tens of milliseconds for 500
 * people, while reviewers ask for the same week again and again (every reviewer of a tenant gets
 * the same answer) and most changes land in other weeks.
 *
 * It learns of changes from the live events every change publishes: its own instance's before
 * their call answers, so whoever made a change reads it in their next Review; other instances'
 * as they arrive. What was derived while a change of its period committed is not kept; identical
 * Reviews asked for at once are derived once. While the instance may be missing events (its
 * PostgreSQL listener is reconnecting) every Review is derived anew, and nothing derived before
 * the reconnection is used after it.
 */
export class ReviewCache {
  private readonly kept = new LRUCache<string, Kept>({
    maxSize: MAX_BYTES,
    sizeCalculation: (review) => review.answer.json.length,
    dispose: ({ tenantId }, key) => {
      const keys = this.tenants.get(tenantId);
      keys?.delete(key);
      if (keys?.size === 0) this.tenants.delete(tenantId);
    },
  });
  private readonly deriving = new Map<string, Deriving>();
  /** The keys of what `kept` holds, by tenant, so that a change looks at its own tenant's only. */
  private readonly tenants = new Map<string, Set<string>>();
  private readonly write = answerWriter(api.timesheet.getTimeEntriesReview.answer);

  constructor(private readonly live: LivePublisher) {
    live.onChange((tenantId, events) => this.forget(tenantId, events));
  }

  /** The tenant's Review of `period` in `shape`, kept or derived by `derive`. */
  answer(
    tenantId: string,
    shape: string,
    { startDate, endDate }: ReviewPeriod,
    derive: () => Promise<ReviewAnswer | ReviewGridAnswer>,
  ): Promise<WrittenAnswer> {
    const { listening } = this.live;
    if (listening === null) return this.written(derive);
    const key = JSON.stringify([tenantId, shape, startDate, endDate]);
    const kept = this.kept.get(key);
    if (kept?.listening === listening) return Promise.resolve(kept.answer);
    const running = this.deriving.get(key);
    if (running?.listening === listening) return running.answer;

    const review: Deriving = {
      tenantId,
      startDate,
      endDate,
      listening,
      stale: false,
      answer: this.written(derive),
    };
    this.deriving.set(key, review);
    const done = () => {
      if (this.deriving.get(key) === review) this.deriving.delete(key);
    };
    review.answer.then((answer) => {
      done();
      if (review.stale || this.live.listening !== listening) return;
      this.kept.set(key, { tenantId, startDate, endDate, listening, answer });
      const keys = this.tenants.get(tenantId) ?? new Set();
      this.tenants.set(tenantId, keys.add(key));
    }, done);
    return review.answer;
  }

  private async written(derive: () => Promise<ReviewAnswer | ReviewGridAnswer>): Promise<WrittenAnswer> {
    return new WrittenAnswer(Buffer.from(this.write(await derive())));
  }

  /** Drops what the tenant's `events` may have changed, kept or being derived. */
  private forget(tenantId: string, events: LiveEvent[]) {
    const changes = (review: Review) => events.some((event) => touches(event, review));
    for (const [key, review] of this.deriving) {
      if (review.tenantId !== tenantId || !changes(review)) continue;
      review.stale = true;
      this.deriving.delete(key);
    }
    for (const key of [...(this.tenants.get(tenantId) ?? [])]) {
      const review = this.kept.peek(key);
      if (review && changes(review)) this.kept.delete(key);
    }
  }
}
