import { DEFAULT_CURRENCY } from '@portal/contract';
import { canManage, readSession } from '../session.ts';
import { useSettings } from './get-settings.ts';

/**
 * Whether the signed-in person is shown money, and in which currency: Admins always, Managers
 * where the tenant allows it, Users never — the rule the server applies to every answer, read here
 * only to decide which fields a form offers (the server drops what a role may not see either way).
 */
export function useMoneyView(): { seesMoney: boolean; currency: string } {
  const role = readSession()?.userRole;
  const settings = useSettings();
  const seesMoney =
    role === 'Admin' || (role !== undefined && canManage(role) && settings.data?.managersSeeMoney === true);
  return { seesMoney, currency: settings.data?.currency ?? DEFAULT_CURRENCY };
}
