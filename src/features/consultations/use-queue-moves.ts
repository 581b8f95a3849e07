import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { createContext, useCallback, useContext, useState } from 'react';
import { useLocation } from 'wouter';

import { sessionAtom } from '@/atoms/session';
import { useMoveConsultation } from '@/generated/api/consultations/consultations';
import type { ConsultationRow } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';

import { LIVE_PATH } from './consultation-paths';
import { handOverToLive } from './live-handover';
import { useRefreshQueue } from './queue-queries';

/** The two moves the queue offers (docs/telemedicine.md): accept, and start. */
export type QueueMove = 'scheduled' | 'in_progress';

/** Why a move did not happen, in the server's words, about which patient. */
export interface MoveNotice {
  consultationId: number;
  patient: string;
  text: string;
}

export interface QueueMoves {
  move: (row: ConsultationRow, to: QueueMove) => void;
  /** The consultation whose move is under way: its buttons wait. */
  pendingId: number | null;
  notice: MoveNotice | null;
  dismiss: () => void;
}

// The screen shows every failure of a move in its own notice; the HTTP layer only logs it (a 401
// still signs out there).
const MOVE_META: ErrorMeta = { errorMode: 'log' };

/**
 * Accept (requested -> scheduled) and Start (-> in progress, then the live page, which shows the
 * consultation Start answered with without asking for it again), with the row's version. A 409
 * (another doctor took it first: the message names them) or a 422 (one already in progress) is
 * shown as the server says it, and the queue is asked again at once.
 */
export const useQueueMoves = (): QueueMoves => {
  const [, navigate] = useLocation();
  const refresh = useRefreshQueue();
  const client = useQueryClient();
  const me = useAtomValue(sessionAtom)?.user.id ?? 0;
  const [notice, setNotice] = useState<MoveNotice | null>(null);
  const mutation = useMoveConsultation({ mutation: { meta: MOVE_META } });
  const { mutate } = mutation;
  const move = useCallback(
    (row: ConsultationRow, to: QueueMove) => {
      setNotice(null);
      mutate(
        { id: row.id, data: { status: to, version: row.version, reason: null } },
        {
          onSuccess: (started) => {
            void refresh();
            if (to !== 'in_progress') return;
            // After the queue's refresh has marked every consultation list stale, not before.
            handOverToLive(client, me, started);
            navigate(`~${LIVE_PATH}`);
          },
          onError: (error) => {
            const apiError = toApiError(error);
            if (apiError.kind === 'unauthorized' || apiError.kind === 'canceled') return;
            setNotice({
              consultationId: row.id,
              patient: `${row.patient.first_name} ${row.patient.last_name}`.trim(),
              text: apiError.message,
            });
            void refresh();
          },
        },
      );
    },
    [mutate, navigate, refresh, client, me],
  );
  const dismiss = useCallback(() => setNotice(null), []);
  return {
    move,
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    notice,
    dismiss,
  };
};

const NO_MOVES: QueueMoves = {
  move: () => undefined,
  pendingId: null,
  notice: null,
  dismiss: () => undefined,
};

/** The screen's moves, for the action cells of its (static) columns. */
export const QueueMovesContext = createContext<QueueMoves>(NO_MOVES);
export const useQueueMovesOf = (): QueueMoves => useContext(QueueMovesContext);
