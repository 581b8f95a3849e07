import type { KioskRolloutKioskState, KioskRolloutRow, KioskRolloutStatus } from '@/generated/model';

/** docs/kiosk-rollouts.md: the rollouts of Kiosk Configuration (`config/kioskConfig`). */
export const ROLLOUTS_PATH = '/dashboard/config/kioskConfig';
export const ROLLOUT_CREATE_PATH = `${ROLLOUTS_PATH}/create`;
export const rolloutPath = (id: number): string => `${ROLLOUTS_PATH}/rollout/${id}`;
export const kioskPath = (id: number): string => `/dashboard/manage/kiosk-inventory/view/${id}`;

export const STATUS_TEXT: Record<KioskRolloutStatus, string> = {
  staged: 'Staged: waiting for Continue',
  rolling_out: 'Rolling out',
  done: 'Done',
  rolled_back: 'Rolled back',
};

export const STATE_TEXT: Record<KioskRolloutKioskState, string> = {
  held: 'Held back',
  pending: 'Pending',
  applied: 'Applied',
  failed: 'Failed',
};

/** 'Clinic Swasthya Andheri 1', 'Customer Meera Iyer', '3 kiosks'. */
export const targetText = ({ target }: Pick<KioskRolloutRow, 'target'>): string => {
  switch (target.kind) {
    case 'customer':
      return `Customer ${target.name}`;
    case 'clinic':
      return `Clinic ${target.name}`;
    case 'kiosks':
      return target.name;
  }
};

/** '3 applied, 1 pending, 0 failed' (and the held back ones of a staged rollout). */
export const countsText = ({ counts }: Pick<KioskRolloutRow, 'counts'>): string =>
  `${counts.applied} applied, ${counts.pending} pending, ${counts.failed} failed` +
  (counts.held > 0 ? `, ${counts.held} held back` : '');
