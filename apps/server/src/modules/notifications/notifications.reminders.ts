import type { FastifyBaseLogger } from 'fastify';
import { addCalendarDays, weekStartOf, type LiveEvent } from '@portal/contract';
import { collectEffects, type MailContext } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
import { localTime } from '../../lib/local-time.ts';
import { listReminderSettings } from '../settings/settings.service.ts';
import { claimReminderRun } from './notifications.repository.ts';
import { remindInTransaction, remindLockOf } from './notifications.service.ts';

/** 0 for Sunday, as the settings count weekdays. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The week the automatic reminder is due for at `now`: from its weekday and hour in the tenant's
 * zone for a day, the week before the one it falls in. A reminder missed for longer (every
 * instance was down) is not sent late.
 */
export function dueReminderWeek(
  reminder: { weekday: number; hour: number; timeZone: string },
  now: Date,
): string | undefined {
  const local = localTime(now, reminder.timeZone);
  for (const daysBack of [0, 1]) {
    const day = addCalendarDays(local.date, -daysBack);
    if (weekdayOf(day) !== reminder.weekday) continue;
    if (daysBack === 0 ? local.hour >= reminder.hour : local.hour < reminder.hour) {
      return addCalendarDays(weekStartOf(day), -7);
    }
  }
  return undefined;
}

/** What a tick did for one tenant. */
export interface ReminderRun {
  tenantId: string;
  weekStart: string;
  reminded: number;
}

/**
 * The scheduler's tick: for each tenant whose automatic reminder is due at `now`, reminds everyone
 * who has not submitted last week and had hours to log in it (a week of holidays, days off and
 * approved full-day absences asks for no timesheet), once per tenant and week however many
 * instances tick: the
 * transaction first claims the week's row in reminder_runs, and only the instance that inserts it
 * goes on. Answers the runs this call made.
 */
export async function tickReminders(
  db: Db,
  now: Date,
  {
    mail,
    publish,
    log,
  }: {
    mail: MailContext | undefined;
    publish: (tenantId: string, events: LiveEvent[]) => Promise<void>;
    log: FastifyBaseLogger;
  },
): Promise<ReminderRun[]> {
  const runs: ReminderRun[] = [];
  const enabled = await runAsSystem(() => listReminderSettings(db));
  for (const settings of enabled) {
    const tenantId = settings.tenant_id;
    const weekStart = dueReminderWeek(
      {
        weekday: Number(settings.reminder_weekday),
        hour: Number(settings.reminder_hour),
        timeZone: settings.time_zone,
      },
      now,
    );
    if (!weekStart) continue;
    try {
      const [reminded, events] = await collectEffects(mail, () =>
        runAsTenant(tenantId, () =>
          db.transaction().execute(async (trx) => {
            // The claim comes first: on SQLite a transaction that has read may not write after
            // another instance's write, so the claim must be its first statement.
            if (!(await claimReminderRun(trx, tenantId, weekStart, now.toISOString()))) return undefined;
            await lockKey(trx, remindLockOf(tenantId));
            return (await remindInTransaction(trx, tenantId, null, weekStart, undefined, now)).reminded;
          }),
        ),
      );
      if (reminded === undefined) continue;
      await publish(tenantId, events);
      runs.push({ tenantId, weekStart, reminded });
    } catch (error) {
      log.error({ err: error, tenantId }, 'The automatic reminder failed');
    }
  }
  return runs;
}
