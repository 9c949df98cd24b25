import { normalizeEmail } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { LivePublisher } from '../../context/effects.ts';
import { KeptUntilChanged } from '../../context/kept-until-changed.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { refuse } from '../../errors.ts';
import { sessionEnded } from '../users/user-sessions.ts';
import { bindIdpSubject, findCaller } from '../users/users.service.ts';

/** The claims of a verified access token that say who it stands for. */
export interface IdentityClaims {
  sub?: string;
  iat?: number;
  email?: string;
  email_verified?: boolean;
}

/**
 * The person a token stands for, by its subject only: the embedded provider's subject is the user
 * id; an external issuer's subject is bound to the user holding the token's verified email at the
 * first call, and from then on only the subject counts. An email can change hands, so it never
 * decides who calls.
 */
async function findTokenOwnerAnywhere(db: Db, embedded: boolean, claims: IdentityClaims) {
  const subject = claims.sub;
  if (!subject) return undefined;
  if (embedded) return findCaller(db, 'id', subject);
  const bound = await findCaller(db, 'idp_subject', subject);
  if (bound || claims.email_verified !== true || !claims.email) return bound;
  return (await bindIdpSubject(db, normalizeEmail(claims.email), subject))
    ? findCaller(db, 'idp_subject', subject)
    : undefined;
}

type CallerRow = NonNullable<Awaited<ReturnType<typeof findCaller>>>;

/** Most token subjects one instance keeps the caller of. */
const MAX_CALLERS = 10_000;

/**
 * Who each token subject is, kept between requests: every request asks, and what it reads (role,
 * email, deactivation, the end of sessions, the tenant's subscription) changes only through the
 * calls that publish the `users` event, and a sign-out at the provider, which publishes it too.
 * That event drops the tenant's callers on every instance before the change answers (see
 * `KeptUntilChanged`), so a session ended anywhere is refused at the next request everywhere.
 */
export class Callers {
  private kept: KeptUntilChanged<CallerRow> | undefined;

  constructor(
    private readonly db: Db,
    private readonly embedded: boolean,
  ) {}

  /** Keeps callers from now on, told of changes by `live`; until then every request reads its row. */
  follow(live: Pick<LivePublisher, 'onChange' | 'listening'>): void {
    this.kept = new KeptUntilChanged(live, (event) => event.type === 'users', MAX_CALLERS);
  }

  /** The caller a verified token stands for; refused when they are unknown, deactivated or signed out. */
  async forToken(claims: IdentityClaims): Promise<Caller> {
    const by = this.embedded ? 'id' : 'idp_subject';
    // The caller's tenant is what this lookup finds out, so it cannot run inside one.
    const read = () => runAsSystem(() => findTokenOwnerAnywhere(this.db, this.embedded, claims));
    const user =
      claims.sub && this.kept
        ? await this.kept.through(`${by}:${claims.sub}`, async () => {
            const found = await read();
            return found && { tenantId: found.tenant_id, value: found };
          })
        : await read();
    return callerOf(user, claims);
  }
}

function callerOf(user: CallerRow | undefined, claims: IdentityClaims): Caller {
  if (!user) throw refuse(403, 'no-account-for-token');
  if (user.deactivated_at) throw refuse(401, 'account-deactivated');
  if (sessionEnded(user, claims.iat)) throw refuse(401, 'session-ended');
  return {
    tenantId: user.tenant_id,
    userId: user.id,
    role: user.role,
    email: user.email,
    subscriptionEndsOn: user.subscription_ends_on,
  };
}
