import { weekStartOf } from '@portal/contract';
import { MoneyData, projectMoney, taskMoney, type ProjectMoney } from './money-data.ts';
import { between, mix, pick, seededRandom, seededUuid } from './random.ts';

/** The shape of a bench data set; every field is an option of `seed:bench`. */
export interface DatasetOptions {
  /** Time entries in total, over every tenant. */
  entries: number;
  tenants: number;
  /** Users, projects and tasks of the largest tenant; the others are smaller. */
  largestUsers: number;
  largestProjects: number;
  largestTasks: number;
  /** Calendar days of history, ending on `endDate`. */
  days: number;
  endDate: string;
  seed: number;
  /** Clients over every tenant; the largest tenant has about a quarter of them. */
  clients: number;
}

export const DEFAULT_OPTIONS: DatasetOptions = {
  entries: 1_000_000,
  tenants: 20,
  largestUsers: 500,
  largestProjects: 200,
  largestTasks: 2_000,
  days: 730,
  // A fixed Friday, so that the same options give the same rows whatever the day of the run.
  endDate: '2026-11-20',
  seed: 20_261_120,
  clients: 50,
};

export interface TenantPlan {
  index: number;
  id: string;
  name: string;
  users: number;
  projects: number;
  tasks: number;
}

/** Columns of each table, in the order the row generators write them. */
export const COLUMNS = {
  tenants: ['id', 'name', 'subscription_ends_on', 'created_at'],
  users: [
    'tenant_id',
    'id',
    'name',
    'email',
    'password_hash',
    'role',
    'portal_access',
    'last_login',
    'created_at',
  ],
  projects: [
    'tenant_id',
    'id',
    'name',
    'description',
    'status',
    'start_date',
    'end_date',
    'team_size',
    'created_by',
    'created_at',
    'deleted_at',
    'client_id',
    'billable',
    'color',
    'estimate_centihours',
    'budget_period',
    'budget_minor',
  ],
  tasks: [
    'tenant_id',
    'id',
    'project_id',
    'title',
    'status',
    'start_date',
    'due_date',
    'created_by',
    'created_at',
    'deleted_at',
    'billable',
    'estimate_centihours',
  ],
  time_entries: [
    'tenant_id',
    'id',
    'user_id',
    'project_id',
    'task_id',
    'date',
    'centihours',
    'description',
    'created_at',
    'billable',
  ],
  week_statuses: ['tenant_id', 'user_id', 'week_start', 'status', 'reason', 'updated_by', 'updated_at'],
  work_contracts: [
    'tenant_id',
    'user_id',
    'valid_from',
    'hours_per_weekday',
    'vacation_half_days',
    'carry_over',
    'carry_over_expires',
    'saved_by',
    'saved_at',
  ],
  holiday_calendars: ['tenant_id', 'country', 'region', 'updated_by', 'updated_at'],
  company_holidays: ['tenant_id', 'date', 'name', 'half_day'],
  absences: [
    'tenant_id',
    'id',
    'user_id',
    'type',
    'start_date',
    'end_date',
    'half_day',
    'status',
    'note',
    'reason',
    'requested_by',
    'decided_by',
    'decided_at',
    'created_at',
  ],
  clients: ['tenant_id', 'id', 'name', 'contact', 'notes', 'created_at', 'deleted_at'],
  rates: [
    'tenant_id',
    'id',
    'kind',
    'user_id',
    'project_id',
    'valid_from',
    'amount_minor',
    'updated_by',
    'updated_at',
  ],
} as const;

export type BenchTable = keyof typeof COLUMNS;
/** Integer columns; every other column is text. */
export const INTEGER_COLUMNS = new Set([
  'portal_access',
  'team_size',
  'centihours',
  'vacation_half_days',
  'carry_over',
  'half_day',
  'billable',
  'estimate_centihours',
  'budget_minor',
  'amount_minor',
]);

export type Row = (string | number | null)[];

const FIRST_NAMES = [
  'Ada', 'Alan', 'Amara', 'Ana', 'Arjun', 'Beatriz', 'Bruno', 'Chen', 'Chiara', 'Dara', 'David', 'Elif',
  'Emma', 'Farah', 'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jamal', 'Jana', 'Jonas', 'Kai',
  'Kofi', 'Lara', 'Leo', 'Lina', 'Luca', 'Maya', 'Mateo', 'Mei', 'Nadia', 'Nils', 'Noah', 'Olga',
  'Omar', 'Priya', 'Rafael', 'Rosa', 'Sami', 'Sara', 'Sofia', 'Tariq', 'Theo', 'Uma', 'Vera', 'Yuki',
  'Zara', 'Zoe',
]; // prettier-ignore
const LAST_NAMES = [
  'Abbott', 'Alvarez', 'Berg', 'Brown', 'Castro', 'Chowdhury', 'Costa', 'Dubois', 'Eriksen', 'Fischer',
  'Garcia', 'Haddad', 'Hansen', 'Ito', 'Jensen', 'Kim', 'Kowalski', 'Larsen', 'Lopez', 'Mensah', 'Meyer',
  'Moreau', 'Nakamura', 'Novak', 'Okafor', 'Olsen', 'Patel', 'Petrov', 'Quinn', 'Rossi', 'Santos',
  'Schmidt', 'Silva', 'Singh', 'Tanaka', 'Torres', 'Varga', 'Wagner', 'Wang', 'Yilmaz', 'Zhou',
]; // prettier-ignore
const COMPANY_WORDS = [
  'Harbour', 'Northwind', 'Meridian', 'Atlas', 'Blue Anchor', 'Crossdock', 'Evergreen', 'Fjord',
  'Granite', 'Horizon', 'Keystone', 'Lighthouse', 'Mariner', 'Pioneer', 'Riverside', 'Summit', 'Tidewater',
  'Vanguard', 'Waypoint', 'Zenith',
]; // prettier-ignore
const PROJECT_WORDS = [
  'Terminal', 'Fleet', 'Warehouse', 'Customs', 'Rail', 'Cold chain', 'Yard', 'Route', 'Carrier', 'Depot',
  'Inventory', 'Port', 'Parcel', 'Freight', 'Dock',
]; // prettier-ignore
const PROJECT_GOALS = [
  'expansion', 'rollout', 'audit', 'migration', 'optimisation', 'upgrade', 'study', 'integration',
  'consolidation', 'pilot',
]; // prettier-ignore
const TASK_TITLES = [
  'Planning', 'Site survey', 'Design review', 'Tender', 'Permit filing', 'Procurement', 'Installation',
  'Testing', 'Training', 'Documentation', 'Reporting', 'Stakeholder meetings', 'Data cleanup',
  'Dashboard', 'Safety check', 'Budget review', 'Vendor calls', 'Handover', 'Go-live support', 'Retro',
]; // prettier-ignore
const DESCRIPTIONS = [
  '', '', '', 'Daily coordination', 'Follow-up with the carrier', 'Meeting notes and actions',
  'Checked the manifests', 'Drafted the report', 'Call with the customer', 'Fixed the loading plan',
  'Reviewed the quotes', 'On site', 'Prepared the slides', 'Updated the schedule', 'Workshop',
]; // prettier-ignore
const DAILY_CENTIHOURS = [600, 700, 750, 800, 800, 800, 800, 850, 900, 1000];

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The Friday on or before `date`: the benchmarks review the week that holds it, a full working week. */
export function reviewWeekOf(endDate: string): { startDate: string; endDate: string } {
  let day = Date.parse(`${endDate}T00:00:00Z`);
  while (new Date(day).getUTCDay() !== 5) day -= DAY_MS;
  const startDate = weekStartOf(isoDate(day));
  return { startDate, endDate: isoDate(Date.parse(`${startDate}T00:00:00Z`) + 6 * DAY_MS) };
}

export const tenantId = (index: number) => `bench-t${pad(index, 2)}`;
export const userEmail = (tenant: number, user: number) =>
  `bench-u${pad(user, 4)}@t${pad(tenant, 2)}.bench.example`;

/** Ids of one tenant's people and work: UUIDs, as the portal makes them, drawn from the seed. */
interface TenantIds {
  users: string[];
  projects: string[];
  tasks: string[][];
}

/** Every twenty-fifth person manages; the first of each tenant is its Admin. */
const roleOf = (user: number) => (user === 0 ? 'Admin' : user % 25 === 0 ? 'Manager' : 'User');

/**
 * The plan and rows of a data set. Rows come in the order a real portal would have written them:
 * people and work first, then time day by day, so that the stores lay them out as they would.
 */
export class Dataset {
  readonly tenants: TenantPlan[];
  readonly days: string[];
  readonly reviewWeek: { startDate: string; endDate: string };
  readonly startDate: string;
  /** Filled while entries are drawn: the user with the most entries. */
  heaviestUser = { tenant: 0, user: 0, entries: 0 };
  /** Clients and rates; what projects and tasks bill and may spend. */
  readonly money: MoneyData;
  private readonly ids: TenantIds[];
  private readonly projectMoneys: ProjectMoney[][];
  /** Whether time on each task is billable: the task's own choice, else its project's. */
  private readonly billable: (0 | 1)[][][];

  constructor(readonly options: DatasetOptions) {
    const random = seededRandom(options.seed);
    const perProject = options.largestTasks / Math.max(1, options.largestProjects);
    const projectsPerUser = options.largestProjects / Math.max(1, options.largestUsers);
    this.tenants = Array.from({ length: options.tenants }, (_, index) => {
      const users = index === 0 ? options.largestUsers : between(random, 8, 48);
      const projects =
        index === 0 ? options.largestProjects : Math.max(3, Math.round(users * projectsPerUser));
      const tasks = index === 0 ? options.largestTasks : Math.round(projects * perProject);
      const name = `${COMPANY_WORDS[index % COMPANY_WORDS.length]} Logistics ${index + 1}`;
      return { index, id: tenantId(index), name, users, projects, tasks };
    });
    const end = Date.parse(`${options.endDate}T00:00:00Z`);
    this.days = Array.from({ length: options.days }, (_, i) =>
      isoDate(end - (options.days - 1 - i) * DAY_MS),
    );
    this.startDate = this.days[0] ?? options.endDate;
    this.reviewWeek = reviewWeekOf(options.endDate);
    this.ids = this.tenants.map((tenant) => {
      const uuids = seededRandom(mix(options.seed, tenant.index));
      const draw = (count: number) => Array.from({ length: count }, () => seededUuid(uuids));
      const projects = draw(tenant.projects);
      return {
        users: draw(tenant.users),
        projects,
        tasks: projects.map((_, project) => draw(this.tasksOf(tenant, project))),
      };
    });
    this.money = new MoneyData(this);
    this.projectMoneys = this.tenants.map((tenant) =>
      Array.from({ length: tenant.projects }, (_, project) =>
        projectMoney(options.seed, tenant.index, project, this.money.clientCount(tenant.index)),
      ),
    );
    this.billable = this.tenants.map((tenant) =>
      this.projectMoneys[tenant.index]!.map((money, project) =>
        Array.from(
          { length: this.tasksOf(tenant, project) },
          (_, task) =>
            taskMoney(options.seed, tenant.index, project, task, money.billable).billable ?? money.billable,
        ),
      ),
    );
  }

  userId(tenant: number, user: number): string {
    return this.ids[tenant]!.users[user]!;
  }

  projectId(tenant: number, project: number): string {
    return this.ids[tenant]!.projects[project]!;
  }

  private taskId(tenant: number, project: number, task: number): string {
    return this.ids[tenant]!.tasks[project]![task]!;
  }

  get userCount(): number {
    return this.tenants.reduce((sum, tenant) => sum + tenant.users, 0);
  }

  *tenantRows(createdAt: string): Generator<Row> {
    for (const tenant of this.tenants) yield [tenant.id, tenant.name, '2099-12-31', createdAt];
  }

  *userRows(passwordHash: string): Generator<Row> {
    const random = seededRandom(this.options.seed + 1);
    for (const tenant of this.tenants) {
      for (let user = 0; user < tenant.users; user += 1) {
        const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
        const createdAt = `${this.startDate}T08:00:00.000Z`;
        yield [
          tenant.id,
          this.userId(tenant.index, user),
          name,
          userEmail(tenant.index, user),
          passwordHash,
          roleOf(user),
          1,
          null,
          createdAt,
        ];
      }
    }
  }

  /** The project's tasks: task j of the tenant belongs to project j mod projects. */
  private tasksOf(tenant: TenantPlan, project: number): number {
    return Math.floor(tenant.tasks / tenant.projects) + (project < tenant.tasks % tenant.projects ? 1 : 0);
  }

  /** The project the entry generator gives a person in a quarter for their `assignment`-th slot. */
  projectOfQuarter(tenant: TenantPlan, user: number, quarter: number, assignment: number): number {
    return mix(tenant.index, user, quarter, assignment) % tenant.projects;
  }

  *projectRows(): Generator<Row> {
    const random = seededRandom(this.options.seed + 2);
    const statuses = ['New', 'In Progress', 'In Progress', 'In Progress', 'In Review', 'Done'];
    for (const tenant of this.tenants) {
      for (let project = 0; project < tenant.projects; project += 1) {
        const name = `${pick(random, PROJECT_WORDS)} ${pick(random, PROJECT_GOALS)} ${project + 1}`;
        const money = this.projectMoneys[tenant.index]![project]!;
        yield [
          tenant.id,
          this.projectId(tenant.index, project),
          name,
          `${name} for ${tenant.name}: scope, milestones and the people on it.`,
          pick(random, statuses),
          this.startDate,
          null,
          between(random, 2, 12),
          this.userId(tenant.index, 0),
          `${this.startDate}T09:00:00.${pad(project % 1000, 3)}Z`,
          null,
          money.client === null ? null : this.money.clientId(tenant.index, money.client),
          money.billable,
          money.color,
          money.estimateCentihours,
          money.budgetPeriod,
          money.budgetMinor,
        ];
      }
    }
  }

  *taskRows(): Generator<Row> {
    const random = seededRandom(this.options.seed + 3);
    const statuses = ['todo', 'in-progress', 'in-progress', 'done'];
    for (const tenant of this.tenants) {
      for (let project = 0; project < tenant.projects; project += 1) {
        const { billable } = this.projectMoneys[tenant.index]![project]!;
        for (let task = 0; task < this.tasksOf(tenant, project); task += 1) {
          const money = taskMoney(this.options.seed, tenant.index, project, task, billable);
          yield [
            tenant.id,
            this.taskId(tenant.index, project, task),
            this.projectId(tenant.index, project),
            TASK_TITLES[(project + task) % TASK_TITLES.length]!,
            pick(random, statuses),
            null,
            null,
            this.userId(tenant.index, 0),
            `${this.startDate}T10:00:00.${pad((project * 31 + task) % 1000, 3)}Z`,
            null,
            money.billable,
            money.estimateCentihours,
          ];
        }
      }
    }
  }

  /**
   * How much of the total each user-day takes: weekdays mostly, now and then a day off, a little
   * weekend work. Drawn in the same order on both passes of `entryRows`.
   */
  private *weights(): Generator<number> {
    const random = seededRandom(this.options.seed + 4);
    for (const day of this.days) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const dayFactor = weekday === 0 || weekday === 6 ? 0.03 : 1;
      for (const tenant of this.tenants) {
        for (let user = 0; user < tenant.users; user += 1) {
          const off = random() < 0.07;
          const spread = 0.5 + random();
          yield off ? 0 : dayFactor * spread;
        }
      }
    }
  }

  /**
   * Exactly `options.entries` entries, a few hours each and at most a working day per user and
   * day: each user-day's count is its share of the cumulative weight.
   */
  *entryRows(): Generator<Row> {
    let total = 0;
    for (const weight of this.weights()) total += weight;
    const scale = total > 0 ? this.options.entries / total : 0;
    const random = seededRandom(this.options.seed + 5);
    const counts = new Map<string, number>();
    const userDays = this.days.length * this.userCount;
    let cumulative = 0;
    let emitted = 0;
    let slot = 0;
    const weights = this.weights();
    for (const day of this.days) {
      const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
      const quarter = Math.floor(dayNumber / 91);
      for (const tenant of this.tenants) {
        for (let user = 0; user < tenant.users; user += 1) {
          slot += 1;
          cumulative += (weights.next().value as number) * scale;
          let count = Math.floor(cumulative) - emitted;
          if (slot === userDays) count = this.options.entries - emitted;
          if (count <= 0) continue;
          emitted += count;
          const key = `${tenant.index}:${user}`;
          const sofar = (counts.get(key) ?? 0) + count;
          counts.set(key, sofar);
          if (sofar > this.heaviestUser.entries)
            this.heaviestUser = { tenant: tenant.index, user, entries: sofar };
          yield* this.entriesOfDay(random, tenant, user, day, quarter, count);
        }
      }
    }
  }

  private *entriesOfDay(
    random: () => number,
    tenant: TenantPlan,
    user: number,
    day: string,
    quarter: number,
    count: number,
  ): Generator<Row> {
    // A working day split in quarter hours; never more than 24 hours, never less than 0.25 per entry.
    const units = Math.max(count, Math.round(pick(random, DAILY_CENTIHOURS) / 25));
    const cuts = Array.from({ length: count - 1 }, () => between(random, 0, units - count)).sort(
      (a, b) => a - b,
    );
    let previous = 0;
    for (let n = 0; n < count; n += 1) {
      const next = n < count - 1 ? cuts[n]! : units - count;
      const centihours = (next - previous + 1) * 25;
      previous = next;
      // Each person works on two or three projects a quarter.
      const assignment = between(random, 0, 1 + (mix(tenant.index, user) % 2));
      const project = this.projectOfQuarter(tenant, user, quarter, assignment);
      const task = Math.floor(random() ** 2 * this.tasksOf(tenant, project));
      yield [
        tenant.id,
        seededUuid(random),
        this.userId(tenant.index, user),
        this.projectId(tenant.index, project),
        this.taskId(tenant.index, project, task),
        day,
        centihours,
        pick(random, DESCRIPTIONS),
        `${day}T${pad(between(random, 8, 18), 2)}:${pad(between(random, 0, 59), 2)}:${pad(n, 2)}.000Z`,
        this.billable[tenant.index]![project]![task]!,
      ];
    }
  }

  /**
   * Approval states: older weeks mostly approved, the last two weeks a mix, so the review shows
   * every status. A week without a row is Open.
   */
  *weekStatusRows(): Generator<Row> {
    const random = seededRandom(this.options.seed + 6);
    const lastWeek = this.reviewWeek.startDate;
    const weeks: string[] = [];
    for (let week = weekStartOf(this.startDate); week <= lastWeek;) {
      weeks.push(week);
      week = isoDate(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS);
    }
    const previousWeek = weeks.at(-2);
    for (const week of weeks) {
      const updatedAt = `${isoDate(Date.parse(`${week}T00:00:00Z`) + 8 * DAY_MS)}T09:30:00.000Z`;
      for (const tenant of this.tenants) {
        for (let user = 0; user < tenant.users; user += 1) {
          const draw = random();
          let status: string | null;
          if (week === lastWeek) {
            status = draw < 0.35 ? 'Submitted' : draw < 0.4 ? 'Approved' : draw < 0.43 ? 'Rejected' : null;
          } else if (week === previousWeek) {
            status = draw < 0.6 ? 'Approved' : draw < 0.85 ? 'Submitted' : null;
          } else {
            status = draw < 0.92 ? 'Approved' : null;
          }
          if (!status) continue;
          const reason = status === 'Rejected' ? 'Friday is missing; please add the site visit.' : null;
          yield [
            tenant.id,
            this.userId(tenant.index, user),
            week,
            status,
            reason,
            this.userId(tenant.index, 0),
            updatedAt,
          ];
        }
      }
    }
  }
}
