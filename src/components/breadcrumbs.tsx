import { Link } from 'wouter';

export interface Crumb {
  label: string;
  /** Absolute path; the last crumb (the current page) has none. */
  href?: string | undefined;
}

/**
 * A breadcrumb trail (WAI-ARIA APG breadcrumb pattern): a labelled nav with an ordered list, '›'
 * separators drawn by CSS, and the current page marked with aria-current instead of a link.
 */
export const Breadcrumbs = ({ crumbs }: { crumbs: readonly Crumb[] }) => (
  <nav aria-label="Breadcrumb" className="ui-breadcrumbs">
    <ol>
      {crumbs.map((crumb, index) => (
        // By position: a trail may hold the same label twice (a state and its district can share a name).
        <li key={index}>
          {crumb.href !== undefined && index < crumbs.length - 1 ? (
            // '~' makes the path absolute even inside a nested router.
            <Link href={`~${crumb.href}`} className="ui-link">
              {crumb.label}
            </Link>
          ) : (
            <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
          )}
        </li>
      ))}
    </ol>
  </nav>
);
