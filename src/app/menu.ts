import { MENU, withMenuEntries } from '@/features/shell';

import { RESOURCES } from './resources';

/**
 * The sidebar's menu: docs/requirements.md 2.5's, with the entries resources add. Apart from
 * ./resources.ts, which the entry reads for its preloads, so that the menu stays in the signed-in
 * shell's chunk.
 */
export const APP_MENU = withMenuEntries(
  MENU,
  RESOURCES.flatMap((resource) => resource.menu),
);
