import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';

import { AdminOnly } from '@/components/admin-only';
import { ScreenHeader } from '@/components/screen-header';
import { useListReturnPath } from '@/components/form/list-return';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { badIdText, notFoundText } from '@/components/resource/record-screen';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';
import { parseId } from '@/lib/ids';

import { QUESTIONNAIRES } from './paths';

interface Parent {
  status: boolean;
}

interface ParentGateProps<Rec extends Parent> {
  /** 'Create Question': the page's title. */
  title: string;
  /** The query parameter that fixes the parent ('category_id'). */
  param: string;
  /** The parent's singular ('Question Category') and its page. */
  parent: string;
  parentPath: (id: number) => string;
  nameOf: (record: Rec) => string;
  /** What the page adds ('questions'), for the message about an inactive parent. */
  adds: string;
  /** The parent's generated read hook; not called without a valid id. */
  useParent: (id: number | null) => UseQueryResult<Rec, unknown>;
  children: ReactNode;
}

const Frame = ({
  title,
  back,
  backLabel,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  children: ReactNode;
}) => (
  <section className="ui-screen" aria-labelledby="record-title">
    <ScreenHeader titleId="record-title" title={title} back={{ label: backLabel, href: back }} />
    {children}
  </section>
);

const GateBody = <Rec extends Parent>(props: ParentGateProps<Rec>) => {
  const { title, param, parent, parentPath, nameOf, adds, useParent, children } = props;
  const raw = new URLSearchParams(useSearch()).get(param) ?? undefined;
  const id = parseId(raw);
  const query = useParent(id);
  const list = useListReturnPath(QUESTIONNAIRES);
  const say = (text: ReactNode, back = list, backLabel = 'Back to the list', role = 'alert') => (
    <Frame title={title} back={back} backLabel={backLabel}>
      <div className="ui-card">
        <p role={role} className="ui-message">
          {text}
        </p>
      </div>
    </Frame>
  );
  const noun = parent.toLowerCase();
  if (raw === undefined) return say(`No ${noun} was given: open this page from the ${noun}’s page.`);
  if (id === null) return say(badIdText(parent, raw));
  if (query.isPending) return say('Loading...', list, 'Back to the list', 'status');
  if (query.isError) {
    const error = toApiError(query.error);
    if (isMissingCall(error))
      return (
        <Frame title={title} back={list} backLabel="Back to the list">
          <MissingCall error={error} />
        </Frame>
      );
    if (error.status === 404) return say(notFoundText(parent, id));
    return say(
      <>
        Error loading data{' '}
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </>,
    );
  }
  if (!query.data.status) {
    const name = nameOf(query.data);
    return say(
      <>
        {`${name} is inactive: enable it before adding ${adds}. `}
        <Link href={absolute(parentPath(id))} className="ui-link">
          {`Open ${name}`}
        </Link>
      </>,
      parentPath(id),
      `Back to the ${noun}`,
    );
  }
  return children;
};

/**
 * A create page whose parent is fixed by its address (`question/create?category_id=1`): the form
 * only once the parent is known and active; a missing, malformed or unknown id, an inactive parent,
 * a failed load or a call the server lacks is said plainly inside the layout instead.
 */
export const ParentGate = <Rec extends Parent>(props: ParentGateProps<Rec>) => (
  <AdminOnly title={props.title}>
    <GateBody {...props} />
  </AdminOnly>
);
