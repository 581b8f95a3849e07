import type { DoctorAvailability, DoctorBoardClinic } from '@/generated/model';

/** The Doctor board's words (docs/discussions.md, "The Doctor board"). */

export const AVAILABILITY_TEXT: Record<DoctorAvailability, string> = {
  online: 'Online',
  busy: 'In a consultation',
  offline: 'Offline',
};

export const AVAILABILITY_TAG: Record<DoctorAvailability, string> = {
  online: 'ui-tag ui-tag-on',
  busy: 'ui-tag',
  offline: 'ui-tag ui-tag-off',
};

/** Requests waiting with nobody online to take them. */
export const isUnattended = (row: Pick<DoctorBoardClinic, 'waiting' | 'online_doctors'>): boolean =>
  row.waiting > 0 && row.online_doctors === 0;

export const waitText = (minutes: number): string => {
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

export const waitingText = (waiting: number, longest: number): string =>
  waiting === 0 ? 'None waiting' : `${waiting} waiting, longest ${waitText(longest)}`;
