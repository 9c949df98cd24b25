import { Button } from '../../../components/ui/button.tsx';
import { useAllUsersForExport } from '../api/get-all-users.ts';
import type { UsersQuery } from '../filter-users.ts';
import { USERS_CSV_FILE_NAME, usersCsv } from '../users-csv.ts';

function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the browser has taken the file over.
  setTimeout(() => URL.revokeObjectURL(url));
}

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
        allUsers.mutate(query, { onSuccess: (users) => downloadCsv(usersCsv(users), USERS_CSV_FILE_NAME) })
      }
    >
      Export
    </Button>
  );
}
