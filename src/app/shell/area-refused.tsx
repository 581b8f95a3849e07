import { Link } from 'wouter';

import { ScreenMessage } from '@/components/screen-message';
import { flattenMenu } from '@/features/shell';
import { absolute } from '@/lib/app-paths';
import { type Area, areaRefusal } from '@/lib/areas';

import { useRoleHome, useRoleMenu } from './role-areas';

/**
 * A route the administrator's role lacks (docs/shell.md, "Roles and areas"): the message inside the
 * layout, with a link to the first page they may open. Nothing of the screen downloads or asks.
 */
export const AreaRefused = ({ title, area }: { title: string; area: Area }) => {
  const home = useRoleHome();
  const homeTitle = flattenMenu(useRoleMenu()).find((entry) => entry.path === home)?.title ?? 'Dashboard';
  return (
    <ScreenMessage title={title} tone="error">
      {areaRefusal(area)} <Link href={absolute(home)}>Open {homeTitle}</Link>
    </ScreenMessage>
  );
};
