import { REDIRECT_DELAY_MS } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorPage } from '../../../components/layouts/error-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { establishUser, signOut } from '../../../lib/auth.tsx';
import { saveSession } from '../../../lib/session.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { runSignInChecks } from '../sign-in-checks.ts';
import { activateLocale, t } from '../../../lib/i18n/intl.ts';
import { chosenLocale, rememberLanguages } from '../../../lib/i18n/locale.ts';

/** What the gate shows: a spinner while it works, or the error page when access is refused. */
type GateView = { refused: false } | { refused: true; message: string };

/**
 * The sign-in gate (spec §2, §4): hands over to the identity provider until it has authenticated
 * the user, then runs the portal's checks and stores the session.
 */
export function SignInGate() {
  const navigate = useNavigate();
  const [view, setView] = useState<GateView>({ refused: false });
  // A provider's code can be exchanged once only, so the flow must not run twice (Strict Mode does that).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const refuse = (message: string) => {
      toast.error(message);
      setView({ refused: true, message });
    };

    void (async () => {
      const returnUrl = window.location.href;
      const user = await establishUser(returnUrl).catch(() => undefined);
      if (user === null) return; // On the way to the provider's login page.
      if (!user) return refuse(t(AUTH_MESSAGES.signInFailed));
      // The code in the address is spent; a reload must not try it again.
      if (new URL(returnUrl).search) navigate(paths.signIn, { replace: true });

      const outcome = await runSignInChecks(user.access_token);
      switch (outcome.kind) {
        case 'no-access':
          return refuse(t(AUTH_MESSAGES.noPortalAccess));
        case 'failed':
          return refuse(outcome.message ?? t(AUTH_MESSAGES.signInFailed));
        case 'subscription-expired':
          toast.error(t(AUTH_MESSAGES.subscriptionExpired));
          // Long enough to read the message before the provider's logout page takes over.
          setTimeout(() => void signOut(), REDIRECT_DELAY_MS);
          return;
        case 'signed-in':
          saveSession(outcome.session);
          rememberLanguages(outcome.session);
          await activateLocale(chosenLocale());
          toast.success(t(AUTH_MESSAGES.signInSucceeded), {
            position: 'top-right',
            duration: REDIRECT_DELAY_MS,
          });
          // Not cleared on unmount: the gate has nothing a user could leave it for in these 2 s.
          setTimeout(() => navigate(paths.timesheet, { replace: true }), REDIRECT_DELAY_MS);
      }
    })();
  }, [navigate]);

  if (view.refused) {
    return (
      <ErrorPage message={view.message}>
        <Button variant="outline" onClick={() => void signOut()}>
          {t({ id: 'auth.gate.sign-out', defaultMessage: 'Sign out' })}
        </Button>
      </ErrorPage>
    );
  }
  return <FullPageSpinner label={t({ id: 'auth.gate.signing-in', defaultMessage: 'Signing in' })} />;
}
