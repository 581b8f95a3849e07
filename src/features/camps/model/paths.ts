import { CAMPS_PATH } from '@/lib/app-paths';

/** The camp routes (docs/requirements.md section 2.11: manage/camp with /add, /info, /assign). */
export { absolute, CAMPS_PATH, campInfoPath } from '@/lib/app-paths';
export const ADD_CAMP_PATH = `${CAMPS_PATH}/add`;
export const assignClinicsPath = (id: number): string => `${CAMPS_PATH}/assign?camp_id=${id}`;
