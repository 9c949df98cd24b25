import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The body of a list of absences: a spinner while it loads, a message when it failed or is empty,
 * else `rows`.
 */
export function ListBody({
  query,
  columns,
  empty,
  loading,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  columns: number;
  empty: string | null;
  loading: string;
  children: ReactNode;
}) {
  const message = (text: string) => (
    <tr>
      <td colSpan={columns} className="px-5 py-10 text-center text-sm text-gray-600 dark:text-gray-400">
        {text}
      </td>
    </tr>
  );
  if (query.isPending) {
    return (
      <tr>
        <td colSpan={columns} className="py-10">
          <Spinner label={loading} />
        </td>
      </tr>
    );
  }
  if (query.isError) return message('The absences could not be loaded.');
  if (empty !== null) return message(empty);
  return children;
}
