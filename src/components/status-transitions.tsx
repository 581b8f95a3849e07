import { type ReactNode, useState } from 'react';

import { type ConfirmText, ConfirmAction } from './confirm-action';

/** The words of one status move the server may name ('resolve'). */
export interface Transition {
  /** The button: 'Resolve'. */
  label: string;
  /** Asked before the move; none: the click moves it. */
  confirm?: ConfirmText;
  danger?: boolean;
  /** The toast's word once moved: 'resolved' ('Support query #12 resolved.'); 'updated' by default. */
  done?: string;
}

/** 'reopen_query' as words: 'Reopen query'. */
export const actionLabel = (action: string): string => {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A move the server names and this screen has no words for: shown, in words, and always asked first. */
const unknownMove = (action: string): Transition => {
  const label = actionLabel(action);
  return { label, confirm: { title: `${label}?`, message: `The server offers '${label}' for this record.` } };
};

interface StatusTransitionsProps {
  /** The record's `allowed_actions`: the moves the server allows now, in its order. */
  allowed: readonly string[];
  /** The words of the moves this screen knows. */
  transitions: Readonly<Record<string, Transition>>;
  /** Makes the move (the call, the toast, the refresh); a failure is the reporter's toast. */
  onMove: (action: string) => Promise<void>;
  /** Names the group: 'Status of query #12'. */
  label: string;
  /** The status as it is, before the buttons (a tag). */
  status?: ReactNode;
}

/**
 * An enum status with the moves the server allows: the record's `allowed_actions` decide the
 * buttons (the server knows the user's role and the record's state; the screen never guesses), one
 * per move in the server's order, a confirm where the move asks, and no second move while one is
 * under way.
 */
export const StatusTransitions = ({
  allowed,
  transitions,
  onMove,
  label,
  status,
}: StatusTransitionsProps) => {
  const [moving, setMoving] = useState(false);
  const move = async (action: string) => {
    setMoving(true);
    try {
      await onMove(action);
    } finally {
      setMoving(false);
    }
  };
  return (
    <div role="group" aria-label={label} className="ui-transitions">
      {status}
      {allowed.map((action) => {
        const words = transitions[action] ?? unknownMove(action);
        return (
          <ConfirmAction
            key={action}
            label={words.label}
            confirm={words.confirm}
            danger={words.danger}
            disabled={moving}
            run={() => move(action)}
          />
        );
      })}
    </div>
  );
};
