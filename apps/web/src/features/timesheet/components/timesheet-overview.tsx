import { Fragment, useMemo } from 'react';
import { useOverview } from '../api/get-overview.ts';
import { useWeek } from '../hooks/use-week.ts';
import { projectRows } from '../week-grid.ts';
import { HoursCells, WeekTable, rowHeadingClass, weekTableState } from './week-table.tsx';
import { WeekNavigation } from './week-navigation.tsx';
import { WeekStatusPanel } from './week-status-panel.tsx';

/** The signed-in user's week: its approval status, then a row per project with its tasks beneath. */
export function TimesheetOverview({ userId }: { userId: string }) {
  const { sunday, days, todayIndex, setSunday } = useWeek();
  const overview = useOverview(userId, sunday);
  const rows = useMemo(
    () =>
      overview.data
        ? projectRows(
            overview.data.entries,
            new Map(overview.data.projects.map((project) => [project.id, project.name])),
            days,
          )
        : [],
    [overview.data, days],
  );

  return (
    <>
      <WeekNavigation sunday={sunday} onChange={setSunday} />
      {overview.data ? (
        <WeekStatusPanel week={overview.data.week} entryCount={overview.data.entries.length} />
      ) : null}
      <WeekTable
        label="Your hours"
        firstHeading="Project / Task"
        days={days}
        todayIndex={todayIndex}
        state={weekTableState(overview, rows.length)}
      >
        {rows.map((project) => (
          <Fragment key={project.id}>
            <tr className="border-t border-gray-100 bg-gray-50 font-medium text-gray-800 dark:border-gray-800 dark:bg-white/2 dark:text-white/90">
              <th scope="row" className={rowHeadingClass(0)}>
                {project.name}
              </th>
              <HoursCells row={project} todayIndex={todayIndex} />
            </tr>
            {project.tasks.map((task) => (
              <tr
                key={task.id}
                className="border-t border-gray-100 text-gray-600 dark:border-gray-800 dark:text-gray-400"
              >
                <th scope="row" className={`${rowHeadingClass(1)} font-normal`}>
                  {task.name}
                </th>
                <HoursCells row={task} todayIndex={todayIndex} />
              </tr>
            ))}
          </Fragment>
        ))}
      </WeekTable>
    </>
  );
}
