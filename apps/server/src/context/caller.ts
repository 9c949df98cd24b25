import type { ApiTokenScope, Role } from '@portal/contract';

/** Who is calling, resolved from the verified token and the database; never from the body. */
export interface Caller {
  tenantId: string;
  userId: string;
  role: Role;
  email: string;
  subscriptionEndsOn: string;
  /** Set when the call is made with a personal API token rather than a signed-in session. */
  apiToken?: { id: string; scope: ApiTokenScope };
}
