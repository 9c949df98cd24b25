import { PROJECT_COLORS } from '@portal/contract';
import type { Dataset, Row, TenantPlan } from './dataset.ts';
import { between, mix, seededRandom, seededUuid } from './random.ts';

// The money of a data set: clients, what projects and tasks bill and may spend, and rates at every
// level with a history. Every choice is a hash of the seed and what it is about, or drawn from
// streams of its own, so that the rows drawn before money existed are still the same rows.

/** Salts of the hashes, one per choice, so that no two choices move together. */
const SALT = {
  client: 101,
  clientOf: 102,
  billable: 103,
  color: 104,
  colorOf: 105,
  estimate: 106,
  estimateOf: 107,
  budget: 108,
  budgetOf: 109,
  taskBillable: 110,
  taskEstimate: 111,
  taskEstimateOf: 112,
  clientIds: 113,
  rates: 114,
  personBill: 115,
  personCost: 116,
  projectBill: 117,
  projectCost: 118,
  onProject: 119,
} as const;

const CLIENT_WORDS = [
  'Alder', 'Baltic', 'Cobalt', 'Delta', 'Elbe', 'Falcon', 'Gulf', 'Hanse', 'Iberia', 'Juniper', 'Kestrel',
  'Lagoon', 'Marlin', 'Nordic', 'Orca', 'Polar', 'Quay', 'Rhine', 'Solent', 'Trident', 'Ural', 'Vistula',
  'Weser', 'Yarrow',
]; // prettier-ignore
const CLIENT_KINDS = [
  'Shipping',
  'Foods',
  'Retail',
  'Chemicals',
  'Automotive',
  'Pharma',
  'Textiles',
  'Energy',
];

/** The largest tenant's share of the clients: a big customer base where the big reports run. */
const LARGEST_CLIENT_SHARE = 0.24;

/** How many of `total` clients each tenant has: a quarter to the largest, the rest spread evenly. */
export function clientCounts(tenants: number, total: number): number[] {
  if (tenants <= 1) return [total];
  const largest = Math.round(total * LARGEST_CLIENT_SHARE);
  const rest = total - largest;
  const others = tenants - 1;
  return [
    largest,
    ...Array.from({ length: others }, (_, i) => Math.floor(rest / others) + (i < rest % others ? 1 : 0)),
  ];
}

/** A project's money: its client (an index into the tenant's clients), billing, colour and limits. */
export interface ProjectMoney {
  client: number | null;
  billable: 0 | 1;
  color: string | null;
  estimateCentihours: number | null;
  budgetPeriod: 'total' | 'monthly' | null;
  budgetMinor: number | null;
}

const hash = (seed: number, salt: number, ...values: number[]) => mix(seed, salt, ...values);

/**
 * A project's money, among a tenant's `clients`. Sizes follow what a project of this data set logs:
 * about 10,000 hours over two years, 400 a month, so that some budgets and estimates are passed
 * and some are not.
 */
export function projectMoney(seed: number, tenant: number, project: number, clients: number): ProjectMoney {
  const h = (salt: number) => hash(seed, salt, tenant, project);
  // A tenth of the projects are for no client: internal work.
  const client = clients > 0 && h(SALT.client) % 10 !== 0 ? h(SALT.clientOf) % clients : null;
  const budget = h(SALT.budget) % 10;
  const budgetPeriod = budget < 2 ? 'total' : budget < 4 ? 'monthly' : null;
  const size = h(SALT.budgetOf);
  return {
    client,
    billable: h(SALT.billable) % 8 === 0 ? 0 : 1,
    color: h(SALT.color) % 5 < 3 ? PROJECT_COLORS[h(SALT.colorOf) % PROJECT_COLORS.length]! : null,
    estimateCentihours: h(SALT.estimate) % 5 < 2 ? (3_000 + (h(SALT.estimateOf) % 121) * 100) * 100 : null,
    budgetPeriod,
    // Minor units: 100,000 to 900,000 in total, 8,000 to 40,000 a month.
    budgetMinor:
      budgetPeriod === 'total'
        ? (100 + (size % 81) * 10) * 1_000 * 100
        : budgetPeriod === 'monthly'
          ? (8 + (size % 33)) * 1_000 * 100
          : null,
  };
}

/** A task's own billing (null: its project's) and estimate. */
export function taskMoney(
  seed: number,
  tenant: number,
  project: number,
  task: number,
  projectBillable: 0 | 1,
): { billable: 0 | 1 | null; estimateCentihours: number | null } {
  const h = (salt: number) => hash(seed, salt, tenant, project, task);
  const draw = h(SALT.taskBillable) % 16;
  // Internal meetings on billable projects; billable pieces of internal projects.
  const billable = projectBillable === 1 ? (draw === 0 ? 0 : null) : draw < 4 ? 1 : null;
  const estimateCentihours =
    h(SALT.taskEstimate) % 10 < 3 ? (50 + (h(SALT.taskEstimateOf) % 96) * 10) * 100 : null;
  return { billable, estimateCentihours };
}

/** A rate's row, or null when its level already has a rate that day. */
type RateRow = (
  kind: 'bill' | 'cost',
  userId: string | null,
  projectId: string | null,
  validFrom: string,
  amount: number,
) => Row | null;

const isoDay = (dayNumber: number) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
const dayNumberOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
/** Rates are round figures: whole units of the currency. */
const round = (minor: number) => Math.round(minor / 100) * 100;

/**
 * Clients and rates of a data set, after the entries. Rates exist at every level, each with a
 * history over the data set's days: the tenant's bill and cost rates from the first day and raised
 * every 1 January; most people's own cost rate and many people's bill rate, raised most years;
 * a third of the projects' bill rates (a tenth also a cost rate), changed on some 1 Julys; and
 * special rates of some people on a project they work on that quarter.
 */
export class MoneyData {
  private readonly counts: number[];
  private readonly clientIds: string[][];

  constructor(private readonly dataset: Dataset) {
    const { options } = dataset;
    this.counts = clientCounts(options.tenants, options.clients);
    this.clientIds = dataset.tenants.map((tenant) => {
      const random = seededRandom(mix(options.seed, SALT.clientIds, tenant.index));
      return Array.from({ length: this.counts[tenant.index] ?? 0 }, () => seededUuid(random));
    });
  }

  clientCount(tenant: number): number {
    return this.counts[tenant] ?? 0;
  }

  clientId(tenant: number, client: number): string {
    return this.clientIds[tenant]![client]!;
  }

  *clientRows(): Generator<Row> {
    for (const tenant of this.dataset.tenants) {
      for (let client = 0; client < this.clientCount(tenant.index); client += 1) {
        const word = CLIENT_WORDS[(tenant.index * 7 + client) % CLIENT_WORDS.length]!;
        const kind = CLIENT_KINDS[client % CLIENT_KINDS.length]!;
        yield [
          tenant.id,
          this.clientId(tenant.index, client),
          `${word} ${kind} ${client + 1}`,
          `accounts@client${client + 1}.t${tenant.index}.bench.example`,
          '',
          `${this.dataset.startDate}T08:30:00.${String(client).padStart(3, '0')}Z`,
          null,
        ];
      }
    }
  }

  /** Each 1 January and 1 July after the first day of history, up to its last. */
  private changeDays(monthDay: '01-01' | '07-01'): string[] {
    const { startDate, options } = this.dataset;
    const days: string[] = [];
    for (let year = Number(startDate.slice(0, 4)); year <= Number(options.endDate.slice(0, 4)); year += 1) {
      const day = `${year}-${monthDay}`;
      if (day > startDate && day <= options.endDate) days.push(day);
    }
    return days;
  }

  *rateRows(): Generator<Row> {
    const { seed } = this.dataset.options;
    const januaries = this.changeDays('01-01');
    const julies = this.changeDays('07-01');
    const start = this.dataset.startDate;
    for (const tenant of this.dataset.tenants) {
      const random = seededRandom(mix(seed, SALT.rates, tenant.index));
      const admin = this.dataset.userId(tenant.index, 0);
      const seen = new Set<string>();
      const rate: RateRow = (kind, userId, projectId, validFrom, amount) => {
        // One rate of a kind and level a day, as the portal keeps them.
        const key = `${kind}:${userId}:${projectId}:${validFrom}`;
        if (seen.has(key)) return null;
        seen.add(key);
        return [
          tenant.id,
          seededUuid(random),
          kind,
          userId,
          projectId,
          validFrom,
          amount,
          admin,
          `${validFrom}T07:00:00.000Z`,
        ];
      };
      /** A rate from the first day, raised on each of `days` with `chance` in ten. */
      function* history(
        kind: 'bill' | 'cost',
        userId: string | null,
        projectId: string | null,
        first: number,
        days: string[],
        chance: number,
      ) {
        let amount = first;
        const opening = rate(kind, userId, projectId, start, amount);
        if (opening) yield opening;
        for (const day of days) {
          if (random() * 10 >= chance) continue;
          amount = round(amount * (1.02 + random() * 0.06));
          const row = rate(kind, userId, projectId, day, amount);
          if (row) yield row;
        }
      }
      yield* history('bill', null, null, between(random, 90, 140) * 100, januaries, 10);
      yield* history('cost', null, null, between(random, 45, 65) * 100, januaries, 10);
      for (let user = 0; user < tenant.users; user += 1) {
        const userId = this.dataset.userId(tenant.index, user);
        const h = (salt: number) => mix(seed, salt, tenant.index, user);
        if (h(SALT.personCost) % 10 < 6)
          yield* history('cost', userId, null, between(random, 35, 80) * 100, januaries, 7);
        if (h(SALT.personBill) % 10 < 4)
          yield* history('bill', userId, null, between(random, 80, 180) * 100, januaries, 7);
      }
      for (let project = 0; project < tenant.projects; project += 1) {
        const projectId = this.dataset.projectId(tenant.index, project);
        const h = (salt: number) => mix(seed, salt, tenant.index, project);
        if (h(SALT.projectBill) % 3 === 0)
          yield* history('bill', null, projectId, between(random, 95, 160) * 100, julies, 5);
        if (h(SALT.projectCost) % 10 === 0)
          yield* history('cost', null, projectId, between(random, 50, 70) * 100, [], 0);
      }
      yield* this.onProjectRates(tenant, rate);
    }
  }

  /**
   * Special rates of a sixth of the people on the project they work on in the middle of history,
   * from the first day of that quarter, and of some on one of their last quarter's: the projects
   * the entry generator gives them then, so that these rates price real time.
   */
  private *onProjectRates(tenant: TenantPlan, rate: RateRow): Generator<Row> {
    const { seed } = this.dataset.options;
    const { days } = this.dataset;
    const quarters = [
      Math.floor(dayNumberOf(days[Math.floor(days.length / 2)]!) / 91),
      Math.floor(dayNumberOf(days.at(-1)!) / 91),
    ];
    for (let user = 0; user < tenant.users; user += 1) {
      const h = mix(seed, SALT.onProject, tenant.index, user);
      if (h % 6 !== 0) continue;
      const userId = this.dataset.userId(tenant.index, user);
      for (const [q, quarter] of quarters.entries()) {
        if (q === 1 && h % 4 !== 0) continue;
        const project = this.dataset.projectOfQuarter(tenant, user, quarter, q);
        const projectId = this.dataset.projectId(tenant.index, project);
        const from = isoDay(quarter * 91);
        const validFrom = from < this.dataset.startDate ? this.dataset.startDate : from;
        const bill = rate('bill', userId, projectId, validFrom, ((h >>> 8) % 101) * 100 + 12_000);
        if (bill) yield bill;
        if ((h >>> 4) % 2 === 0) {
          const cost = rate('cost', userId, projectId, validFrom, ((h >>> 12) % 31) * 100 + 6_000);
          if (cost) yield cost;
        }
      }
    }
  }
}
