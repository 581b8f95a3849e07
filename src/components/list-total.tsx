const PENDING_TOTAL = '…';

export interface ListTotalProps {
  /** 'Total Clinics': the count follows it. */
  label: string;
  /** What the server counted; undefined until it has answered. */
  total: number | undefined;
  /** The first answer is on its way: the count is not known yet. */
  loading: boolean;
  /** Out of how many before the search ('7 of 25'); none when not searched. */
  of?: number;
}

/**
 * A list's count beside its label ('Total Clinics: 120'), announced politely as it changes. Until
 * the first answer it reads 'Total Clinics: …', never 0: a list that is still loading does not
 * say it is empty. A list with no count and nothing loading (a failure the table explains, a list
 * waiting for its parent) reads 0, as its table reads 'No data found'.
 */
export const ListTotal = ({ label, total, loading, of }: ListTotalProps) => (
  <span className="ui-total" aria-live="polite">
    {label}: <strong>{total ?? (loading ? PENDING_TOTAL : 0)}</strong>
    {of === undefined ? null : ` of ${of}`}
  </span>
);
