import { useState } from 'react';
import { Link } from 'wouter';

import { useListReturnPath } from '@/components/form/list-return';
import { MessageThread } from '@/components/message-thread';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import { useGetDiscussion } from '@/generated/api/discussions/discussions';
import type { DiscussionRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { DISCUSSIONS_PATH, linkPath, repliesText } from './discussion-words';
import { useMarkRead } from './mark-read';
import { ReplyBox } from './reply-box';

const useTopic = (id: number) => useGetDiscussion<DiscussionRecord, unknown>(id, { query: RECORD_QUERY });

const newText = (count: number): string =>
  count === 1 ? '1 new message since your last visit.' : `${count} new messages since your last visit.`;

const TopicView = ({ topic }: { topic: DiscussionRecord }) => {
  // The marker as the page opened: what was new then stays said while the page is open.
  const [opened] = useState(() => ({ readUpTo: topic.read_up_to, unread: topic.unread }));
  useMarkRead(topic);
  return (
    <>
      <div className="ui-card">
        <RecordSummary
          items={[
            ['Started by', `${topic.author.name}, ${formatDisplayDateTime(topic.created_at)} UTC`],
            [
              'About',
              topic.link ? (
                <Link key="link" href={absolute(linkPath(topic.link))} className="ui-link">
                  {topic.link.label}
                </Link>
              ) : (
                'No record'
              ),
            ],
            ['Replies', repliesText(topic.replies)],
          ]}
        />
      </div>
      <section className="ui-card" aria-labelledby="discussion-thread-title">
        <h2 id="discussion-thread-title">Messages</h2>
        {opened.unread > 0 ? (
          <p className="discussion-unread" role="status">
            {opened.readUpTo === null ? 'You have not read this topic yet.' : newText(opened.unread)}
          </p>
        ) : null}
        <MessageThread
          label="Messages, oldest first"
          emptyText="No messages yet."
          messages={topic.messages.map((message) => ({
            id: message.id,
            author: message.author.name,
            at: message.at,
            text: message.text,
          }))}
        />
      </section>
      <section className="ui-card">
        <ReplyBox topic={topic} />
      </section>
    </>
  );
};

/**
 * Discussion (`discussions/:topic_id`; docs/discussions.md): the topic, the record it is about, its
 * thread on the kit's MessageThread, and Reply. Opening it marks it read.
 */
export const DiscussionScreen = () => {
  const route = useRecordRoute({ singular: 'Topic', param: 'topic_id' });
  const back = { label: 'Back to Discussions', href: useListReturnPath(DISCUSSIONS_PATH) };
  return (
    <RecordFrame
      route={route}
      useRecord={useTopic}
      title="Discussion"
      titleOf={(topic) => topic.title}
      titleId="discussion-title"
      back={back}
    >
      {(topic) => <TopicView topic={topic} />}
    </RecordFrame>
  );
};
