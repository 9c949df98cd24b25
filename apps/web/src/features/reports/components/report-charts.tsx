import { HOURS_PRECISION, defineMessages, type ReportGrouping } from '@portal/contract';
import { BarChart, PieChart, type BarChartOptions } from 'chartist';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatMoney, formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import {
  PROJECT_COLOR_SHADES,
  PROJECT_FILL_CLASS,
  PROJECT_STROKE_CLASS,
  projectColorStyle,
} from '../../../lib/project-colors.ts';
import {
  SHARE_MEASURES,
  type ChartBar,
  type ShareMeasure,
  type ShareSlice,
  type TimeStep,
} from '../chart-data.ts';
import { REPORT_MESSAGES } from '../messages.ts';
import { SHARE_CHARTS, type ShareChart } from '../report-state.ts';
import { formatReportHours, groupingInText } from '../report-table.ts';

/** The colour of each slice and its legend swatch, the last for 'Other'; written out for Tailwind to find. */
const SLICE_TONES = [
  { stroke: 'stroke-brand-500', swatch: 'bg-brand-500' },
  { stroke: 'stroke-emerald-500', swatch: 'bg-emerald-500' },
  { stroke: 'stroke-amber-500', swatch: 'bg-amber-500' },
  { stroke: 'stroke-rose-500', swatch: 'bg-rose-500' },
  { stroke: 'stroke-sky-500', swatch: 'bg-sky-500' },
  { stroke: 'stroke-violet-500', swatch: 'bg-violet-500' },
  { stroke: 'stroke-teal-600', swatch: 'bg-teal-600' },
  { stroke: 'stroke-gray-400', swatch: 'bg-gray-400' },
];
const toneOf = (index: number) => SLICE_TONES[index % SLICE_TONES.length]!;

/** The custom properties of a slice's project colour, as chartist writes an element's style. */
const projectShades = (slice: ShareSlice) => {
  if (!slice.color) return undefined;
  const shade = PROJECT_COLOR_SHADES[slice.color];
  return `--project-color: ${shade.light}; --project-color-dark: ${shade.dark}`;
};

const BAR_TONE = 'stroke-brand-500 dark:stroke-brand-400';
const GRID_TONE = 'stroke-gray-200 dark:stroke-gray-700';
/** Most labels under the time axis; the others are left out so that they never overlap. */
const MOST_TIME_LABELS = 8;
/** A bar takes this share of its step, at most MAX_BAR_WIDTH pixels. */
const BAR_SHARE = 0.6;
const MAX_BAR_WIDTH = 36;
const CHART_HEIGHT = '240px';

const messages = defineMessages({
  perDay: { id: 'reports.chart.per-day', defaultMessage: 'Hours per day' },
  perWeek: { id: 'reports.chart.per-week', defaultMessage: 'Hours per week' },
  perMonth: { id: 'reports.chart.per-month', defaultMessage: 'Hours per month' },
  days: { id: 'reports.chart.days', defaultMessage: '{count, plural, other {# days}}' },
  weeks: { id: 'reports.chart.weeks', defaultMessage: '{count, plural, other {# weeks}}' },
  months: { id: 'reports.chart.months', defaultMessage: '{count, plural, other {# months}}' },
  overTime: {
    id: 'reports.chart.over-time-summary',
    defaultMessage: '{total} hours in {steps}.',
    description: 'For screen readers: the hours of the chart, and in how many days, weeks or months.',
  },
  overTimeBusiest: {
    id: 'reports.chart.over-time-summary-busiest',
    defaultMessage: '{total} hours in {steps}, most in {busiest}: {hours}.',
    description:
      'For screen readers, as reports.chart.over-time-summary, then the busiest day, week or month.',
  },
  barTitle: { id: 'reports.chart.bar-title', defaultMessage: '{label}: {hours} h' },
  shareTitle: { id: 'reports.chart.share-title', defaultMessage: 'Share by {grouping}' },
  shareSummary: {
    id: 'reports.chart.share-summary',
    defaultMessage: '{total} hours by {grouping} in all; the legend lists each share.',
  },
  shareAs: { id: 'reports.chart.share-as', defaultMessage: 'Show the share as' },
  donut: { id: 'reports.chart.donut', defaultMessage: 'Donut' },
  bars: { id: 'reports.chart.bars', defaultMessage: 'Bars' },
  legend: { id: 'reports.chart.legend', defaultMessage: 'Hours by {grouping}' },
  legendFigures: {
    id: 'reports.chart.legend-figures',
    defaultMessage: '{hours} h · {share}',
    description: "A slice's hours, then its share of all of them as a percentage.",
  },
  legendAmount: {
    id: 'reports.chart.legend-amount',
    defaultMessage: '{amount} · {share}',
    description: "A slice's billable amount or cost, then its share of all of them as a percentage.",
  },
  amountTitle: { id: 'reports.chart.amount-title', defaultMessage: '{label}: {amount}' },
  measure: { id: 'reports.chart.measure', defaultMessage: 'Show the share of' },
  shareAmountTitle: { id: 'reports.chart.share-amount-title', defaultMessage: '{measure} by {grouping}' },
  shareAmountSummary: {
    id: 'reports.chart.share-amount-summary',
    defaultMessage: '{total} by {grouping} in all; the legend lists each share.',
    description: 'For screen readers: the billable amount or cost of the chart in all.',
  },
});

const STEP_TEXTS = {
  day: { title: messages.perDay, count: messages.days },
  week: { title: messages.perWeek, count: messages.weeks },
  month: { title: messages.perMonth, count: messages.months },
} satisfies Record<TimeStep, unknown>;
const SHARE_NAMES = { donut: messages.donut, bar: messages.bars } satisfies Record<ShareChart, unknown>;
/** What the share chart divides, named as the table's columns are. */
const MEASURE_NAMES = {
  hours: REPORT_MESSAGES.hours,
  billableAmount: REPORT_MESSAGES.billableAmount,
  cost: REPORT_MESSAGES.cost,
} satisfies Record<ShareMeasure, unknown>;

const pillLabel =
  'cursor-pointer rounded-md px-2.5 py-1 text-xs font-medium text-gray-700 ring-1 ring-gray-300 ring-inset has-checked:bg-brand-500 has-checked:text-white has-checked:ring-brand-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:text-gray-200 dark:ring-gray-700 dark:has-checked:text-white';

/** A row of choices drawn as pills, one of them checked: a native radio group. */
function PillChoices<Choice extends string>({
  legend,
  choices,
  chosen,
  nameOf,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  chosen: Choice;
  nameOf: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className={pillLabel}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={chosen === choice}
            onChange={() => onChange(choice)}
            className="sr-only"
          />
          {nameOf(choice)}
        </label>
      ))}
    </fieldset>
  );
}

/** A slice's value as shown: hundredths of hours as hours, or minor units in `currency`. */
const sliceFigure = (value: number, currency: string | undefined) =>
  currency === undefined ? formatReportHours(value / HOURS_PRECISION) : formatMoney(value, currency);

/** A value along a chart's axis, as the language writes numbers. */
const axisValue = (value: unknown) => formatNumber(Number(value), { useGrouping: false });

/** What chartist's draw events carry that the charts style; the types it exports differ per element. */
interface DrawnElement {
  type: string;
  index: number;
  seriesIndex?: number;
  element: {
    addClass: (names: string) => unknown;
    attr: (attributes: Record<string, string>) => unknown;
    elem: (name: string) => { text: (text: string) => unknown };
    getNode: () => Element;
  };
  chartRect?: { width: () => number; height: () => number };
  axis?: { units: { pos: 'x' | 'y' } };
  /** Where a label's box is drawn. */
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

/**
 * Styles what chartist draws with the app's colours, in both themes: bars `tone(index)` and as
 * thick as their step allows, the grid faint, labels aligned to their axis, each value's label
 * centred on its grid line; `titles` become each bar's or slice's tooltip. `horizontal` bars are as
 * thick as the chart's height allows, and their values run along the x axis.
 */
function styleDrawn(
  titles: readonly string[],
  tone: (index: number) => string,
  barsAcross: number,
  {
    horizontal = false,
    bySeries = false,
    shades = () => undefined,
  }: { horizontal?: boolean; bySeries?: boolean; shades?: (index: number) => string | undefined } = {},
) {
  return (event: DrawnElement) => {
    const { element } = event;
    if (event.type === 'bar' || event.type === 'slice') {
      // Bars drawn one per series (distributeSeries) tell their place by their series.
      const index = bySeries ? (event.seriesIndex ?? 0) : event.index;
      element.addClass(`${tone(index)} fill-none`);
      const styles = [shades(index)];
      if (event.type === 'bar' && event.chartRect) {
        const room = horizontal ? event.chartRect.height() : event.chartRect.width();
        const width = Math.max(2, Math.min(MAX_BAR_WIDTH, (room / Math.max(barsAcross, 1)) * BAR_SHARE));
        styles.push(`stroke-width: ${width}px`);
      }
      const style = styles.filter(Boolean).join('; ');
      if (style) element.attr({ style });
      element.elem('title').text(titles[index] ?? '');
    } else if (event.type === 'grid') {
      element.addClass(GRID_TONE);
      element.attr({ 'stroke-dasharray': '2 3' });
    } else if (event.type === 'label') {
      const span = element.getNode().firstElementChild;
      const along = event.axis?.units.pos;
      // chartist gives a value's label the band from its grid line to the next one, so centred in
      // it, the label sat half a step off its line; half a band back puts its middle on the line.
      if (along === (horizontal ? 'x' : 'y')) {
        const { x = 0, y = 0, width = 0, height = 0 } = event;
        element.attr(along === 'x' ? { x: String(x - width / 2) } : { y: String(y + height / 2) });
      }
      // The x axis runs along the foot of the chart, the y axis up its left side.
      const alignment = along === 'x' ? 'justify-center pt-1' : 'items-center justify-end pe-2';
      // Each label reads in its own direction, so that a month named in Arabic keeps its words in order.
      span?.setAttribute(
        'class',
        `flex h-full text-xs leading-none whitespace-nowrap [unicode-bidi:plaintext] ${alignment}`,
      );
    }
  };
}

function ChartFigure({
  title,
  summary,
  action,
  children,
}: {
  title: string;
  summary: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <figcaption id={titleId} className="text-base font-semibold text-gray-800 dark:text-white/90">
          {title}
        </figcaption>
        {action}
      </div>
      <p className="sr-only">{summary}</p>
      {children}
    </figure>
  );
}

/** The hours of each day, week or month of the period as bars, with no gaps in time. */
export function HoursOverTimeChart({ bars, step }: { bars: readonly ChartBar[]; step: TimeStep }) {
  const chart = useRef<HTMLDivElement>(null);
  const total = bars.reduce((sum, bar) => sum + Math.round(bar.hours * 100), 0) / 100;
  const busiest = bars.reduce<ChartBar | null>(
    (most, bar) => (!most || bar.hours > most.hours ? bar : most),
    null,
  );

  useEffect(() => {
    if (!chart.current) return;
    const every = Math.ceil(bars.length / MOST_TIME_LABELS);
    const options: BarChartOptions = {
      height: CHART_HEIGHT,
      chartPadding: { top: 10, right: 10, bottom: 0, left: 0 },
      axisX: {
        showGrid: false,
        labelInterpolationFnc: (label: unknown, index: number) =>
          index % every === 0 ? String(label) : null,
      },
      axisY: { offset: 44, labelInterpolationFnc: axisValue },
      low: 0,
    };
    const drawn = new BarChart(
      chart.current,
      { labels: bars.map((bar) => bar.label), series: [bars.map((bar) => bar.hours)] },
      options,
    );
    const titles = bars.map((bar) =>
      t(messages.barTitle, { label: bar.label, hours: formatReportHours(bar.hours) }),
    );
    drawn.on(
      'draw',
      styleDrawn(titles, () => BAR_TONE, bars.length),
    );
    return () => {
      drawn.detach();
    };
  }, [bars]);

  const texts = STEP_TEXTS[step];
  const counted = { total: formatReportHours(total), steps: t(texts.count, { count: bars.length }) };
  return (
    <ChartFigure
      title={t(texts.title)}
      summary={
        busiest && busiest.hours > 0
          ? t(messages.overTimeBusiest, {
              ...counted,
              busiest: busiest.label,
              hours: formatReportHours(busiest.hours),
            })
          : t(messages.overTime, counted)
      }
    >
      {/* Time runs left to right along the axis in every language, as the axes' labels are placed. */}
      <div ref={chart} dir="ltr" data-chart="hours-over-time" className="text-gray-600 dark:text-gray-400" />
    </ChartFigure>
  );
}

/**
 * The share of each first-level group, as a donut or as bars, with a legend that names each slice
 * and its figure and share. It divides the hours, or for a reader of money (`currency`) the
 * billable amount or the cost; slices of projects are drawn in the projects' colours.
 */
export function ShareOfHoursChart({
  slices,
  grouping,
  shape,
  onShapeChange,
  measure,
  onMeasureChange,
  currency,
}: {
  slices: readonly ShareSlice[];
  /** What the first level groups by. */
  grouping: ReportGrouping;
  shape: ShareChart;
  onShapeChange: (shape: ShareChart) => void;
  measure: ShareMeasure;
  onMeasureChange: (measure: ShareMeasure) => void;
  /** The report's currency, for a reader who may see money. */
  currency: string | undefined;
}) {
  const chart = useRef<HTMLDivElement>(null);
  const groupName = groupingInText(grouping);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  // The currency the slices are in; none when they are hours.
  const moneyIn = measure === 'hours' ? undefined : currency;
  const inMoney = moneyIn !== undefined;
  const figure = (value: number) => sliceFigure(value, moneyIn);

  useEffect(() => {
    if (!chart.current) return;
    const titles = slices.map((slice) =>
      moneyIn === undefined
        ? t(messages.barTitle, { label: slice.label, hours: sliceFigure(slice.value, moneyIn) })
        : t(messages.amountTitle, { label: slice.label, amount: sliceFigure(slice.value, moneyIn) }),
    );
    const tone = (index: number) => (slices[index]?.color ? PROJECT_STROKE_CLASS : toneOf(index).stroke);
    const shades = (index: number) => (slices[index] ? projectShades(slices[index]) : undefined);
    const values = slices.map((slice) => slice.value);
    if (shape === 'donut') {
      const drawn = new PieChart(
        chart.current,
        { series: values },
        { donut: true, donutWidth: 36, showLabel: false, height: CHART_HEIGHT },
      );
      drawn.on('draw', styleDrawn(titles, tone, slices.length, { shades }));
      return () => {
        drawn.detach();
      };
    }
    const drawn = new BarChart(
      chart.current,
      { labels: slices.map((slice) => slice.label), series: values },
      {
        height: CHART_HEIGHT,
        horizontalBars: true,
        reverseData: true,
        distributeSeries: true,
        chartPadding: { top: 0, right: 28, bottom: 0, left: 0 },
        axisY: { offset: 110, showGrid: false },
        axisX: {
          labelInterpolationFnc: (value: unknown) =>
            axisValue(moneyIn === undefined ? Number(value) / HOURS_PRECISION : Number(value)),
        },
        low: 0,
      },
    );
    // With reverseData the bars are drawn last slice first, so that the largest is on top.
    const reversed = (index: number) => slices.length - 1 - index;
    drawn.on(
      'draw',
      styleDrawn([...titles].reverse(), (index) => tone(reversed(index)), slices.length, {
        horizontal: true,
        bySeries: true,
        shades: (index) => shades(reversed(index)),
      }),
    );
    return () => {
      drawn.detach();
    };
  }, [slices, shape, moneyIn]);

  const measureName = t(MEASURE_NAMES[measure]);
  return (
    <ChartFigure
      title={
        inMoney
          ? t(messages.shareAmountTitle, { measure: measureName, grouping: groupName })
          : t(messages.shareTitle, { grouping: groupName })
      }
      summary={
        inMoney
          ? t(messages.shareAmountSummary, { total: figure(total), grouping: groupName })
          : t(messages.shareSummary, { total: figure(total), grouping: groupName })
      }
      action={
        <div className="flex flex-wrap items-center gap-3">
          {currency === undefined ? null : (
            <PillChoices
              legend={t(messages.measure)}
              choices={SHARE_MEASURES}
              chosen={measure}
              nameOf={(choice) => t(MEASURE_NAMES[choice])}
              onChange={onMeasureChange}
            />
          )}
          <PillChoices
            legend={t(messages.shareAs)}
            choices={SHARE_CHARTS}
            chosen={shape}
            nameOf={(choice) => t(SHARE_NAMES[choice])}
            onChange={onShapeChange}
          />
        </div>
      }
    >
      <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div ref={chart} dir="ltr" data-chart="share" className="text-gray-600 dark:text-gray-400" />
        <ul
          aria-label={
            inMoney
              ? t(messages.shareAmountTitle, { measure: measureName, grouping: groupName })
              : t(messages.legend, { grouping: groupName })
          }
          className="space-y-1.5 text-sm"
        >
          {slices.map((slice, index) => {
            const share = formatNumber((total > 0 ? Math.round((slice.value / total) * 100) : 0) / 100, {
              style: 'percent',
            });
            return (
              <li key={slice.label} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  style={projectColorStyle(slice.color)}
                  className={`size-3 shrink-0 rounded-sm ${slice.color ? PROJECT_FILL_CLASS : toneOf(index).swatch}`}
                />
                <span className="min-w-0 flex-1 truncate text-gray-800 dark:text-white/90">
                  {slice.label}
                </span>
                <bdi className="text-gray-600 tabular-nums dark:text-gray-400">
                  {inMoney
                    ? t(messages.legendAmount, { amount: figure(slice.value), share })
                    : t(messages.legendFigures, { hours: figure(slice.value), share })}
                </bdi>
              </li>
            );
          })}
        </ul>
      </div>
    </ChartFigure>
  );
}
