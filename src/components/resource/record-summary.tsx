import type { SummaryItem } from './record-definition';

/**
 * A record's lines as read: label and value, in order (a definition's `summary`, a card's lines).
 * Screens and the 409 notice name the same lines (docs/adding-a-screen.md).
 */
export const RecordSummary = ({ items }: { items: readonly SummaryItem[] }) => (
  <dl className="ui-summary">
    {items.map(([label, value]) => (
      <div key={label} className="ui-summary-item">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
