import { createBrowserRouter, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { RouteError } from '../components/layouts/route-error.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { setApiNavigation } from '../lib/api-navigation.ts';
import { t } from '../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from './messages.ts';

// Screens load lazily, so that the sign-in gate's first load stays small.
export const router = createBrowserRouter([
  {
    HydrateFallback: () => <FullPageSpinner label={t(ROUTE_MESSAGES.loading)} />,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home, loader: () => redirect(paths.signIn) },
      { path: paths.signIn, lazy: () => import('./routes/sign-in.tsx') },
      {
        lazy: () => import('./routes/server-state.tsx'),
        children: [
          { path: paths.signUp, lazy: () => import('./routes/sign-up.tsx') },
          {
            // The identity library (and the contract it reads the config with) loads beside the
            // screens' chunks, not in the first script that every page waits for.
            loader: async () => (await import('../lib/auth.tsx')).requireSession(),
            lazy: () => import('./routes/signed-in.tsx'),
            children: [
              { path: paths.timesheet, lazy: () => import('./routes/timesheet.tsx') },
              { path: paths.timesheetOverview, lazy: () => import('./routes/timesheet-overview.tsx') },
              { path: paths.timesheetReview, lazy: () => import('./routes/timesheet-review.tsx') },
              { path: paths.workingTime, lazy: () => import('./routes/working-time.tsx') },
              { path: paths.absences, lazy: () => import('./routes/absences.tsx') },
              { path: paths.reports, lazy: () => import('./routes/reports.tsx') },
              { path: paths.projects, lazy: () => import('./routes/projects.tsx') },
              { path: paths.tasks, lazy: () => import('./routes/tasks.tsx') },
              { path: paths.users, lazy: () => import('./routes/users.tsx') },
              { path: paths.employees, lazy: () => import('./routes/employees.tsx') },
              { path: paths.settings, lazy: () => import('./routes/settings.tsx') },
              { path: paths.clients, lazy: () => import('./routes/clients.tsx') },
              { path: paths.apiTokens, lazy: () => import('./routes/api-tokens.tsx') },
              { path: paths.rates, lazy: () => import('./routes/rates.tsx') },
              { path: paths.imports, lazy: () => import('./routes/imports.tsx') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);

setApiNavigation((path) => void router.navigate(path));
