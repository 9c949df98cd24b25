import type { FastifyInstance } from 'fastify';
import { api, NOTIFICATION_RETENTION_DAYS } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { route } from '../../route.ts';
import { Mailer } from './notifications.mailer.ts';
import { tickSavedReports } from '../saved-reports/saved-reports.scheduler.ts';
import { tickReminders } from './notifications.reminders.ts';
import { purgeBefore } from './notifications.repository.ts';
import * as notifications from './notifications.service.ts';

/** How often the scheduler looks for due reminders and emails to retry. */
const TICK_INTERVAL_MS = 60_000;
/** How often notifications past their retention are removed. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Every minute: the automatic reminders and scheduled reports that are due, and the emails due for another attempt;
 * every hour, and at start, the removal of what is older than NOTIFICATION_RETENTION_DAYS. However
 * many instances or workers tick, each reminder, report and email goes out once: each is claimed
 * in the store first.
 */
function schedule(app: FastifyInstance, db: Db, mailer: Mailer | undefined) {
  const tick = async () => {
    const now = new Date();
    try {
      await tickReminders(db, now, { mail: app.live.mail, publish: app.live.publish, log: app.log });
      await tickSavedReports(db, now, { mail: app.live.mail, log: app.log });
    } catch (error) {
      app.log.error({ err: error }, "The scheduler's tick failed");
    }
    mailer?.wake();
  };
  const purge = () =>
    runAsSystem(() =>
      purgeBefore(db, new Date(Date.now() - NOTIFICATION_RETENTION_DAYS * 86_400_000).toISOString()),
    ).catch((error: unknown) => app.log.error({ err: error }, 'Purging old notifications failed'));
  const ticker = setInterval(() => void tick(), TICK_INTERVAL_MS).unref();
  const purger = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  app.addHook('onReady', async () => {
    await purge();
    // What fell due while no instance ran goes out now rather than at the first minute's tick.
    void tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    clearInterval(purger);
    await mailer?.close();
  });
}

export async function notificationsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const mailer = config.mail && new Mailer(db, config.mail, app.log);
  // A notification that was just published may have queued its email.
  if (mailer) {
    app.live.onPublish((_tenantId, events) => {
      if (events.some((event) => event.type === 'notifications')) mailer.wake();
    });
  }
  schedule(app, db, mailer);

  route(app, api.notifications.getNotifications, async ({ caller }) => ({
    result: 1,
    ...(await notifications.getNotifications(db, caller)),
  }));
  route(app, api.notifications.markNotificationsRead, async ({ caller, input }) => {
    const marked = await notifications.markNotificationsRead(db, caller, input.ids);
    return { result: 1, msg: `${marked} notification${marked === 1 ? '' : 's'} marked read` };
  });
  route(app, api.notifications.remind, async ({ caller, input }) => {
    const { reminded, skipped } = await notifications.remind(db, caller, input.weekStart, input.userIds);
    return { result: 1, msg: `${reminded} reminded, ${skipped} skipped`, reminded, skipped };
  });
}
