import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { absolute } from '@/lib/app-paths';

/** Where a screen's Back goes: a link, or a button (the leave guard asks first on a form). */
export type Back = { label: string } & ({ href: string } | { onClick: () => void });

interface ScreenHeaderProps {
  /** The heading's id: the screen's section is labelled by it. */
  titleId: string;
  title: ReactNode;
  back?: Back;
  /** After the title: buttons, a muted line. */
  children?: ReactNode;
}

/** A screen's header: ‹ Back (named for where it goes), the h1, then the screen's actions. */
export const ScreenHeader = ({ titleId, title, back, children }: ScreenHeaderProps) => (
  <header className="ui-header">
    {back && 'href' in back ? (
      <Link href={absolute(back.href)} className="ui-btn ui-btn-outline" aria-label={back.label}>
        ‹ Back
      </Link>
    ) : back ? (
      <button type="button" className="ui-btn ui-btn-outline" aria-label={back.label} onClick={back.onClick}>
        ‹ Back
      </button>
    ) : null}
    <h1 id={titleId} className="ui-title">
      {title}
    </h1>
    {children}
  </header>
);
