/**
 * Routes that more than one screen links to (docs/requirements.md section 2.11): the camps list, a camp's details,
 * the Monitor's tabs and the clinic and customer lists. A feature's own inner routes stay with it.
 */
export const CAMPS_PATH = '/dashboard/manage/camp';
export type CampStatusFilter = 'active' | 'inactive';
export const campsListPath = (status: CampStatusFilter): string => `${CAMPS_PATH}?status=${status}`;
export const campInfoPath = (id: number): string => `${CAMPS_PATH}/info?camp_id=${id}`;

export const MONITOR_PATH = '/dashboard/monitor';
export const CLINICS_PATH = '/dashboard/manage/clinic';
export const CUSTOMER_CLINICS_PATH = '/dashboard/manage/customerclinic';
export const CUSTOMERS_PATH = '/dashboard/manage/customer';

/**
 * wouter treats '~/x' as an absolute path even inside a nested router, so these links work
 * whether the shell mounts a screen at the root or under a nested '/dashboard' route.
 */
export const absolute = (path: string): string => `~${path}`;

/** The screening Summary (issue 25): the home's screening cards link to it. */
export const SUMMARY_PATH = '/dashboard/summary';
