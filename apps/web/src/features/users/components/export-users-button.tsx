import { Button } from '../../../components/ui/button.tsx';
import { CSV_MIME } from '@portal/export';
import { downloadBlob } from '../../../lib/export/download.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAllUsersForExport } from '../api/get-all-users.ts';
import type { UsersQuery } from '../filter-users.ts';
import { USERS_CSV_FILE_NAME, usersCsv } from '../users-csv.ts';

/**
 * Downloads users.csv holding every user the filters let through, on all pages: the table holds one
 * page only, so the whole filtered list is asked for when the button is pressed.
 */
export function ExportUsersButton({ query, disabled }: { query: UsersQuery; disabled: boolean }) {
  const allUsers = useAllUsersForExport();
  return (
    <Button
      variant="outline"
      disabled={disabled || allUsers.isPending}
      onClick={() =>
        allUsers.mutate(query, {
          onSuccess: (users) =>
            downloadBlob(new Blob([usersCsv(users)], { type: CSV_MIME }), USERS_CSV_FILE_NAME),
        })
      }
    >
      {t({ id: 'users.export', defaultMessage: 'Export' })}
    </Button>
  );
}
