import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AbsenceStatus,
  AbsenceType,
  CalendarFeedKind,
  ApiTokenScope,
  WebhookDeliveryStatus,
  ProjectColor,
  Locale,
  NotificationKind,
  NotificationLink,
  Role,
  WeekStatus,
} from '@portal/contract';

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
  /** The subject an external issuer knows this person by; bound once, at their first sign-in. */
  idp_subject: string | null;
  /** Epoch seconds: tokens issued before this are refused (sign-out, password or role change). */
  sessions_valid_after: number | null;
  /** Set while the person is deactivated: no sign-in, no calls; their data stays. */
  deactivated_at: string | null;
  /** The language the person chose; null follows their tenant's default. */
  language: Locale | null;
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
  /** The person the row belongs to, so all of one person's sessions can be ended at once. */
  account_id: string | null;
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
  timers: TimerTable;
  notifications: NotificationTable;
  tenant_settings: TenantSettingsTable;
  reminder_runs: ReminderRunTable;
  email_outbox: EmailOutboxTable;
  work_contracts: WorkContractTable;
  holiday_calendars: HolidayCalendarTable;
  company_holidays: CompanyHolidayTable;
  absences: AbsenceTable;
  closed_months: ClosedMonthTable;
  idempotency_keys: IdempotencyKeyTable;
  pinned_tasks: PinnedTaskTable;
  clients: ClientTable;
  rates: RateTable;
  budget_alerts: BudgetAlertTable;
  saved_reports: SavedReportTable;
  saved_report_runs: SavedReportRunTable;
  entry_months: EntryMonthTable;
  calendar_feeds: CalendarFeedTable;
  api_tokens: ApiTokenTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
}

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
  /** Expected hours times 100, like time_entries.centihours; null when not estimated. */
  estimate_centihours: number | null;
  /** Hundredths of an hour logged against it, kept up to date with every entry change. */
  tracked_centihours: Generated<number>;
  /** The client it belongs to, if any. */
  client_id: string | null;
  /** 1 when its time is billable by default, 0 when not. */
  billable: Generated<number>;
  /** null for the portal's default. */
  color: ProjectColor | null;
  /** 'total' or 'monthly' with budget_minor, the budget in minor units; null for none. */
  budget_period: string | null;
  budget_minor: number | null;
  /** Hundredths of an hour times the bill rate, of its billable entries; kept like tracked_centihours. */
  bill_centi_minor: Generated<number>;
  /** The same at the cost rate, of all its entries. */
  cost_centi_minor: Generated<number>;
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
  /** Expected hours times 100, like time_entries.centihours; null when not estimated. */
  estimate_centihours: number | null;
  /** Hundredths of an hour logged against it, kept up to date with every entry change. */
  tracked_centihours: Generated<number>;
  /** 1 or 0 to differ from its project; null to follow it. */
  billable: number | null;
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
  /** 1 when billable: its task's or project's choice when it was logged, unless changed since. */
  billable: Generated<number>;
  /** The bill and cost rates of its day and most specific level, in minor units per hour. */
  bill_rate_minor: Generated<number>;
  cost_rate_minor: Generated<number>;
  /** The identity of the file row it was imported from (see the imports module); null when logged here. */
  import_key: Generated<string | null>;
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

/** A person's running timer; at most one each. */
export interface TimerTable {
  tenant_id: string;
  user_id: string;
  project_id: string;
  task_id: string;
  description: string;
  /** The calendar date the entry will be logged on. */
  date: string;
  /** ISO timestamp of the start, by the server's clock. */
  started_at: string;
}

/** One notification of one person; kept NOTIFICATION_RETENTION_DAYS. */
export interface NotificationTable {
  tenant_id: string;
  id: string;
  /** Who it is for. */
  user_id: string;
  kind: NotificationKind;
  /** In English; `params` words it in another language. */
  title: string;
  body: string | null;
  /** What the title is worded with (NotificationParams as JSON); null on those stored before it was kept. */
  params: string | null;
  /** The screen it opens, the week it shows there, and on the Review whose week. */
  link_screen: NotificationLink['screen'];
  link_week: string;
  link_user_id: string | null;
  /** Who caused it; null for the automatic reminder. */
  actor_id: string | null;
  created_at: string;
  read_at: string | null;
}

/** A tenant's settings; a tenant without a row has the defaults. */
export interface TenantSettingsTable {
  tenant_id: string;
  /** Weekday numbers, 0 for Sunday, comma-separated and ascending: `1,2,3,4,5`. */
  working_days: string;
  /** Hours expected per working day, times 100 like logged time. */
  expected_centihours: number;
  /** IANA name. */
  time_zone: string;
  /** 1 when the automatic reminder is on. */
  reminder_enabled: number;
  reminder_weekday: number;
  reminder_hour: number;
  /** Vacation days a year of people without a contract, times 2 (half days). */
  vacation_half_days: Generated<number>;
  /** The tenant's default language; null follows each browser's preferred languages. */
  language: Locale | null;
  updated_by: string;
  updated_at: string;
  /** ISO 4217. */
  currency: Generated<string>;
  /** 1 when the tenant's Managers see money. */
  managers_see_money: Generated<number>;
}

/** The automatic reminder of one tenant's week, claimed by the instance that sends it. */
export interface ReminderRunTable {
  tenant_id: string;
  /** The week reminded about. */
  week_start: string;
  ran_at: string;
}

/** An email to send, written in the transaction of what it tells. */
export interface EmailOutboxTable {
  tenant_id: string;
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  attempts: Generated<number>;
  /** ISO timestamp before which nobody tries it: its backoff, or the lease of an attempt under way. */
  next_attempt_at: string;
  sent_at: string | null;
  /** Set when it was given up after the last attempt. */
  failed_at: string | null;
  /** Why the last attempt failed, as the mail server said it. */
  last_error: string | null;
  /** JSON: the files it carries, each `{filename, contentType, content}` with the content in base64. */
  attachments: string | null;
}

/** One contract of a person's history; it applies from `valid_from` until the next one's. */
export interface WorkContractTable {
  tenant_id: string;
  user_id: string;
  valid_from: string;
  /** Expected hours of each weekday times 100, Sunday first, comma-separated: `0,800,800,800,800,800,0`. */
  hours_per_weekday: string;
  /** Vacation days of a whole year, times 2 (half days). */
  vacation_half_days: number;
  /** 1 when unused vacation days move into the next year. */
  carry_over: number;
  /** MM-dd by which carried-over days must be taken; null when they never expire. */
  carry_over_expires: string | null;
  saved_by: string;
  saved_at: string;
}

/** The country (and region) whose public holidays a tenant follows. */
export interface HolidayCalendarTable {
  tenant_id: string;
  /** ISO 3166-1 alpha-2, or null for none. */
  country: string | null;
  region: string | null;
  updated_by: string;
  updated_at: string;
}

/** A tenant's own holiday. */
export interface CompanyHolidayTable {
  tenant_id: string;
  date: string;
  name: string;
  /** 1 for half a day off. */
  half_day: number;
}

/** One absence request of one person over `start_date`..`end_date`. */
export interface AbsenceTable {
  tenant_id: string;
  id: string;
  user_id: string;
  type: AbsenceType;
  start_date: string;
  end_date: string;
  /** 1 for half a day (vacation of one day). */
  half_day: number;
  status: AbsenceStatus;
  note: string;
  /** Why it was rejected, or cancelled by someone else. */
  reason: string | null;
  /** Who entered it: the person, or a Manager or Admin for sick leave. */
  requested_by: string;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** A month closed for one person, and the running balance at its end then. */
export interface ClosedMonthTable {
  tenant_id: string;
  user_id: string;
  /** yyyy-MM. */
  month: string;
  closing_balance_centihours: number;
  closed_by: string;
  closed_at: string;
}

/** What a change answered, by its caller's `Idempotency-Key`; kept 24 hours. */
export interface IdempotencyKeyTable {
  /** Empty for a public call (sign-up), which has no caller. */
  tenant_id: string;
  user_id: string;
  key: string;
  /** SHA-256 of the call's path and validated input: the same key with another change is refused. */
  request_hash: string;
  created_at: string;
  /** Null while the change is under way. */
  status_code: number | null;
  /** The answer as JSON: the success's body, or the refusal's status, code and parameters. */
  answer: string | null;
}

/** A task a person pinned for one-tap logging. */
export interface PinnedTaskTable {
  tenant_id: string;
  user_id: string;
  task_id: string;
  pinned_at: string;
}

export interface ClientTable {
  tenant_id: string;
  id: string;
  name: string;
  contact: string;
  notes: string;
  created_at: string;
  /** Set when deleted: the client leaves every list, and deleted projects keep its name. */
  deleted_at: string | null;
}

export interface RateTable {
  tenant_id: string;
  id: string;
  /** 'bill' or 'cost'. */
  kind: string;
  /** The person it prices; null for every person. */
  user_id: string | null;
  /** The project it prices; null for every project. */
  project_id: string | null;
  /** yyyy-MM-dd: valid from this day until the next rate of its kind and level. */
  valid_from: string;
  /** An hour's price in minor units of the tenant's currency. */
  amount_minor: number | string;
  updated_by: string;
  updated_at: string;
}

/** An alert sent when a project's hours or cost passed a threshold of its estimate or budget. */
export interface BudgetAlertTable {
  tenant_id: string;
  project_id: string;
  measure: 'hours' | 'money';
  /** Per cent: 80 or 100. */
  threshold: number;
  /** 'total', or the month yyyy-MM of a monthly budget. */
  period: string;
  /** The estimate (centihours) or budget (minor units) it was measured against. */
  limit_value: number;
  sent_at: string;
}

/** A report kept by name: the state of the Reports screen's address, its sharing and its schedule. */
export interface SavedReportTable {
  tenant_id: string;
  id: string;
  owner_id: string;
  name: string;
  /** The query string of the Reports screen, without '?'. */
  state: string;
  /** 1 when the tenant's Managers and Admins see it too. */
  shared: Generated<number>;
  /** JSON of a ReportSchedule, or null when it is not sent. */
  schedule: string | null;
  created_at: string;
  updated_at: string;
}

/** A scheduled report's period, claimed by the instance that sends it. */
export interface SavedReportRunTable {
  tenant_id: string;
  saved_report_id: string;
  /** 'weekly:<its Sunday>' or 'monthly:<yyyy-MM>'. */
  period_key: string;
  ran_at: string;
}

/**
 * The entries' sums per person, project, month (yyyy-MM) and billable flag, kept as entries and
 * their prices change: what a report over whole months reads.
 */
export interface EntryMonthTable {
  tenant_id: string;
  user_id: string;
  project_id: string;
  month: string;
  billable: number;
  centihours: number;
  bill_centi_minor: number;
  cost_centi_minor: number;
}

/** A personal API token, kept as its SHA-256: the token itself was shown once. */
export interface ApiTokenTable {
  tenant_id: string;
  id: string;
  user_id: string;
  name: string;
  scope: ApiTokenScope;
  /** Hex SHA-256 of the whole token. */
  token_hash: string;
  /** The token's first characters, to tell tokens apart in lists. */
  hint: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A person's private calendar feed, kept as its secret's SHA-256: the address was shown once. */
export interface CalendarFeedTable {
  tenant_id: string;
  id: string;
  user_id: string;
  kind: CalendarFeedKind;
  /** Hex SHA-256 of the secret in the feed's address. */
  secret_hash: string;
  created_at: string;
  /** When a calendar app last fetched it, to the minute. */
  last_used_at: string | null;
}

/** An address a tenant's Admins registered to be told of changes. */
export interface WebhookEndpointTable {
  tenant_id: string;
  id: string;
  url: string;
  /** The event types sent, a JSON array. */
  events: string;
  /** The signing secret (`whsec_…`), read back to sign every delivery. */
  secret: string;
  enabled: number;
  /** Since when every delivery has failed; null while the last one succeeded. */
  failing_since: string | null;
  created_at: string;
}

/** One event to send, or sent, to one endpoint: the outbox and the delivery log in one. */
export interface WebhookDeliveryTable {
  tenant_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  answer_code: number | null;
  error: string | null;
  duration_ms: number | null;
  created_at: string;
}
