import { type ListParams, listCodec } from '@/components/resource/list-params';

import { parseQueueFilter, type QueueFilter } from './consultation-paths';

/** The queue's URL: `?status=requested|scheduled|in_progress|completed|cancelled|all&page=&rows=`. */
export interface QueueParams extends ListParams {
  queue: QueueFilter;
}

export const queueCodec = listCodec<{ queue: QueueFilter }>({
  status: false,
  extra: {
    parse: (query) => ({ queue: parseQueueFilter(query.get('status')) }),
    write: (query, extra) => query.set('status', extra.queue),
  },
});

export const QUEUE_FILTERS: readonly { value: QueueFilter; label: string }[] = [
  { value: 'requested', label: 'Waiting (requested)' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];
