/** Discussions: the administrators' board and a topic's thread (docs/discussions.md). */
import '@/components/styles/kit.css';
import '@/components/styles/activity.css';
import './discussions.css';

export { DiscussionScreen } from './discussion-screen';
export { DiscussionsScreen } from './discussion-list-screen';
