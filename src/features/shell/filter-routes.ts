import type { UserRole } from '@/atoms/session';

import { normalisePath } from './menu-model';

/** The five pages with the filter panel and its header toggle (docs/requirements.md 2.3, 2.4). */
export const FILTER_ROUTES: readonly string[] = [
  '/dashboard/static',
  '/dashboard/summary',
  '/dashboard/telemedicine',
  '/dashboard/manage/patients',
  '/dashboard/manage/clinic',
];

/** Doctors never get the filter; everyone else gets it on the five pages, trailing slash ignored. */
export const filterAvailable = (path: string, role: UserRole | null): boolean =>
  role !== null && role !== 'Doctor' && FILTER_ROUTES.includes(normalisePath(path));
