import type { User } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
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

/** Downloads users.csv holding every user the filters let through, on all pages. */
export function ExportUsersButton({ users, disabled }: { users: readonly User[]; disabled: boolean }) {
  return (
    <Button
      variant="outline"
      disabled={disabled}
      onClick={() => downloadCsv(usersCsv(users), USERS_CSV_FILE_NAME)}
    >
      Export
    </Button>
  );
}
