import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role, WeekStatus } from '@portal/contract';

/** A customer organisation; every other table is keyed by its id. */
export interface TenantTable {
  id: string;
  name: string;
  /** Last calendar day (yyyy-MM-dd) of the paid subscription. */
  subscription_ends_on: string;
  created_at: string;
}

export interface UserTable {
  tenant_id: string;
  id: string;
  /** Full name as the person gave it. */
  name: string;
  /** Lower case; unique across the portal because people sign in by email. */
  email: string;
  /** scrypt hash with its parameters and salt; never leaves the server. */
  password_hash: string;
  role: Role;
  /** 1 when the user holds the portal's client role in their tokens. */
  portal_access: Generated<number>;
  last_login: string | null;
  created_at: string;
}

/** The embedded identity provider's sessions, grants, codes and tokens. */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  /** Epoch seconds after which the row is dead. */
  expires_at: number | null;
  consumed_at: number | null;
}

/** Key material generated on first start and shared by every instance. */
export interface OidcKeyTable {
  id: string;
  value: string;
  created_at: string;
}

export interface Database {
  tenants: TenantTable;
  users: UserTable;
  oidc_payloads: OidcPayloadTable;
  oidc_keys: OidcKeyTable;
  projects: ProjectTable;
  tasks: TaskTable;
  time_entries: TimeEntryTable;
  week_statuses: WeekStatusTable;
  week_transitions: WeekTransitionTable;
  audit_log: AuditLogTable;
}

export type TenantRow = Selectable<TenantTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface ProjectTable {
  tenant_id: string;
  id: string;
  name: string;
  description: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
  team_size: number;
  created_by: string;
  created_at: string;
  /** Set when deleted: the project leaves every list, but logged time keeps its name. */
  deleted_at: string | null;
}

export interface TaskTable {
  tenant_id: string;
  id: string;
  project_id: string;
  title: string;
  status: string;
  start_date: string | null;
  due_date: string | null;
  created_by: string;
  created_at: string;
  deleted_at: string | null;
}

export interface TimeEntryTable {
  tenant_id: string;
  id: string;
  user_id: string;
  project_id: string;
  task_id: string;
  /** Calendar date yyyy-MM-dd; text order is date order. */
  date: string;
  /** Hours times 100, so sums are exact integers. */
  centihours: number;
  description: string;
  created_at: string;
}

/** The approval state of one user's week; a week without a row is Open. */
export interface WeekStatusTable {
  tenant_id: string;
  user_id: string;
  /** The week's Sunday, yyyy-MM-dd. */
  week_start: string;
  status: WeekStatus;
  reason: string | null;
  updated_by: string;
  updated_at: string;
}

/** Every change of a week's status: who, when and why. Rows are never changed. */
export interface WeekTransitionTable {
  tenant_id: string;
  id: string;
  user_id: string;
  week_start: string;
  from_status: WeekStatus;
  to_status: WeekStatus;
  actor_id: string;
  reason: string | null;
  at: string;
}

/** One change made through the API; rows are only ever inserted. */
export interface AuditLogTable {
  tenant_id: string;
  id: string;
  /** Who made the change; null for a sign-up, which has no signed-in user yet. */
  user_id: string | null;
  /** The call that made it, e.g. `projects.addProject`. */
  action: string;
  target_id: string | null;
  at: string;
}
