import { useFilterCannedReplies } from '@/generated/api/support/support';
import type { CannedReply } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

/** The active templates, the first 100 by title (the reply box's list; Canned Replies keeps them). */
const ACTIVE = { page: 1, limit: 100, searchValue: null, status: true } as const;
const LIST_QUERY = { meta: { errorMode: 'log' } satisfies ErrorMeta, staleTime: 60_000 } as const;

const ID = 'query-canned-reply';

/**
 * Insert a canned reply (administrators): the active templates in a list; choosing one hands its
 * body to the reply box, which puts it at the cursor. A failed read says so in place with Try
 * again; the reply box works meanwhile.
 */
export const CannedReplyPicker = ({
  disabled,
  onInsert,
}: {
  disabled: boolean;
  onInsert: (reply: CannedReply) => void;
}) => {
  const list = useFilterCannedReplies(ACTIVE, { query: LIST_QUERY });
  if (list.isError) {
    return (
      <div className="ui-field query-canned" role="alert">
        <span>The canned replies could not be loaded.</span>{' '}
        <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const replies = list.data?.records ?? [];
  return (
    <div className="ui-field query-canned">
      <label htmlFor={ID}>Insert a canned reply</label>
      <select
        id={ID}
        className="ui-input"
        value=""
        disabled={disabled || list.isPending}
        onChange={(event) => {
          const chosen = replies.find((reply) => String(reply.id) === event.target.value);
          if (chosen) onInsert(chosen);
        }}
      >
        <option value="">
          {list.isPending ? 'Loading...' : replies.length === 0 ? 'No canned replies' : 'Choose a template'}
        </option>
        {replies.map((reply) => (
          <option key={reply.id} value={reply.id}>
            {reply.title}
          </option>
        ))}
      </select>
    </div>
  );
};
