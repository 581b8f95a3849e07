/**
 * Support (issue 36; docs/support.md): Support Queries, New Query, the query page and the canned
 * replies; one lazily loaded chunk.
 */
import '@/components/styles/kit.css';
import './support.css';

export { CannedRepliesScreen, CannedReplyScreen, CreateCannedReplyScreen } from './canned-screens';
export { CreateQueryScreen } from './new-query-screen';
export { QueriesScreen } from './queries-screen';
export { QueryScreen } from './query-screen';
