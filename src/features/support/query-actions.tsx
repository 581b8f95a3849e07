import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { StatusTransitions, type Transition } from '@/components/status-transitions';
import type { QueryRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';

import type { QueryMove, QueryMoves } from './query-moves';
import { QueryTriageForm } from './query-triage';
import { newQueryPath } from './support-paths';
import { queryNumber } from './support-words';

const MOVES: readonly QueryMove[] = ['start', 'resolve', 'close', 'reopen'];
const isMove = (action: string): action is QueryMove => (MOVES as readonly string[]).includes(action);

/** The contract's words for a reopen refused after 7 days (422 on `status`). */
export const REOPEN_EXPIRED_TEXT =
  'This query was resolved more than 7 days ago. Raise a new query; it will link to this one.';

const transitionsOf = (query: QueryRecord): Record<QueryMove, Transition> => {
  const number = queryNumber(query.id);
  return {
    start: { label: 'Start', done: 'started' },
    resolve: {
      label: 'Resolve',
      confirm: {
        title: `Resolve query ${number}?`,
        message: 'The customer can reopen it within 7 days; after that it closes by itself.',
      },
    },
    close: {
      label: 'Close',
      danger: true,
      confirm: {
        title: `Close query ${number}?`,
        message: 'A closed query cannot be reopened; a new query can link to it.',
      },
    },
    reopen: {
      label: 'Reopen',
      confirm: { title: `Reopen query ${number}?`, message: 'Support sees it as open again.' },
    },
  };
};

/** Closed by an administrator before the 7 days ran out. */
const CLOSED_TEXT = 'This query is closed. Raise a new query; it will link to this one.';

/** Why a customer cannot reopen it: the refusal's words, else from its newest history line. */
const closedTextOf = (query: QueryRecord): string => {
  const newest = query.history[0];
  return newest?.action === 'closed' && newest.by !== null ? CLOSED_TEXT : REOPEN_EXPIRED_TEXT;
};

/** After 7 days a customer raises a new query that links to this one, at the same clinic and kiosk. */
const ReopenExpired = ({ query, text }: { query: QueryRecord; text: string }) => (
  <p className="ui-message query-reopen-expired" role="status">
    {text}{' '}
    <Link
      href={absolute(
        newQueryPath({ clinic: query.clinic.id, kiosk: query.kiosk?.id ?? null, related: query.id }),
      )}
      className="ui-link"
    >
      New query
    </Link>
  </p>
);

/**
 * The query's moves, as `allowed_actions` names them (the server knows the caller and the state):
 * Start, Resolve, Close and Reopen on the kit's StatusTransitions, and Triage (administrators) as a
 * form in place. A customer whose query was resolved more than 7 days ago reads why it cannot be
 * reopened and gets New query, linked to this one.
 */
export const QueryActions = ({ query, moves }: { query: QueryRecord; moves: QueryMoves }) => {
  const role = useAtomValue(userRoleAtom);
  const [triaging, setTriaging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = query.allowed_actions;
  const statusMoves = allowed.filter(isMove);
  const cannotReopen =
    role === 'Customer' &&
    (query.status === 'resolved' || query.status === 'closed') &&
    !allowed.includes('reopen');
  const closedText = refusal ?? (cannotReopen ? closedTextOf(query) : null);
  const onMove = async (action: string) => {
    if (!isMove(action)) return;
    try {
      await moves.move(action);
    } catch (failure) {
      const problem = toApiError(failure);
      if (action === 'reopen' && problem.status === 422) setRefusal(problem.serverMessage ?? problem.message);
      throw failure;
    }
  };
  return (
    <>
      {statusMoves.length > 0 || allowed.includes('triage') ? (
        <div className="ui-actions ui-actions-start query-actions">
          {statusMoves.length > 0 ? (
            <StatusTransitions
              allowed={statusMoves}
              transitions={transitionsOf(query)}
              onMove={onMove}
              label={`Status of query ${queryNumber(query.id)}`}
            />
          ) : null}
          {allowed.includes('triage') && !triaging ? (
            <button type="button" className="ui-btn ui-btn-outline" onClick={() => setTriaging(true)}>
              Triage
            </button>
          ) : null}
        </div>
      ) : null}
      {triaging && allowed.includes('triage') ? (
        <QueryTriageForm query={query} moves={moves} onClose={() => setTriaging(false)} />
      ) : null}
      {closedText ? <ReopenExpired query={query} text={closedText} /> : null}
    </>
  );
};
