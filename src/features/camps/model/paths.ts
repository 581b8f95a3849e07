/** The camp routes (SPEC.md section 2.11: manage/camp with /add, /info, /assign). */
export const CAMPS_PATH = '/dashboard/manage/camp';
export const ADD_CAMP_PATH = `${CAMPS_PATH}/add`;
export const campInfoPath = (id: number): string => `${CAMPS_PATH}/info?camp_id=${id}`;
export const assignClinicsPath = (id: number): string => `${CAMPS_PATH}/assign?camp_id=${id}`;

/**
 * wouter treats '~/x' as an absolute path even inside a nested router, so these links work
 * whether the shell mounts the camp screens at the root or under a nested '/dashboard' route.
 */
export const absolute = (path: string): string => `~${path}`;
