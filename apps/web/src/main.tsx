import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import { activateLocale } from './lib/i18n/intl.ts';
import { chosenLocale } from './lib/i18n/locale.ts';
import { applyTheme, storedTheme } from './lib/theme.tsx';
import { makeZodJitless } from './lib/zod-jitless.ts';
import './index.css';

makeZodJitless();

// Before the first render, so a dark theme never flashes light (CSP forbids an inline script in index.html).
applyTheme(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen in the reader's language; English, the code's own, if its catalog cannot load.
void activateLocale(chosenLocale())
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
