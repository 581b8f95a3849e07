import {
  CreateCannedReplyBody,
  FilterCannedRepliesBody,
  SetCannedReplyStatusBody,
  UpdateCannedReplyBody,
} from '@/generated/zod/v3.zod';

import type { DemoCannedReply } from '../types';
import { fail, ok, parseBody, type Refusal, type RouteDefinition } from './kit';
import { recordKit } from './record-kit';
import { resourceRoutes, sameName } from './resource-kit';
import { compareText, isAdministrator } from './scope';

/**
 * Canned replies (docs/support.md, "Canned replies"): the administrators' reply templates, on the
 * resource kit; Disable and Enable carry the version the page showed (409 when stale).
 */

const FORBIDDEN = 'Only administrators can use canned replies.';
const TITLE = { min: 3, max: 80 };
const BODY_MAX = 5000;

const toDto = (_db: unknown, reply: DemoCannedReply) => ({ ...reply });

const refuseWrite = (
  rows: readonly DemoCannedReply[],
  write: { title: string; body: string },
  existing: DemoCannedReply | undefined,
): Refusal | null => {
  const title = write.title.trim();
  if (title.length < TITLE.min || title.length > TITLE.max)
    return { message: `Write a title of ${TITLE.min} to ${TITLE.max} characters.`, field: 'title' };
  if (rows.some((row) => row.id !== existing?.id && sameName(row.title, title)))
    return { message: `A canned reply titled ${title} already exists.`, field: 'title' };
  const body = write.body.trim();
  if (body === '' || body.length > BODY_MAX)
    return { message: `Write a reply of 1 to ${BODY_MAX} characters.`, field: 'body' };
  return null;
};

const REPLIES = recordKit<DemoCannedReply>({
  noun: 'canned reply',
  find: (db, id) => db.cannedReplies.find((row) => row.id === id),
});

const kitRoutes = resourceRoutes<DemoCannedReply, { title: string; body: string }>({
  noun: 'canned reply',
  operations: {
    create: 'createCannedReply',
    get: 'getCannedReply',
    update: 'updateCannedReply',
    status: 'setCannedReplyStatus',
  },
  createBody: CreateCannedReplyBody,
  updateBody: UpdateCannedReplyBody,
  statusBody: SetCannedReplyStatusBody,
  rows: (db) => db.cannedReplies,
  toDto,
  fieldsOf: (write) => ({ title: write.title.trim(), body: write.body.trim() }),
  refuseWrite: (db, write, existing) => refuseWrite(db.cannedReplies, write, existing),
  list: {
    operation: 'filterCannedReplies',
    body: FilterCannedRepliesBody.transform(({ status, ...rest }) => ({
      ...rest,
      ...(status == null ? {} : { status }),
    })),
    searchable: (reply) => [reply.title, reply.body],
    order: (a, b) => compareText(a.title, b.title) || a.id - b.id,
  },
  forbidden: FORBIDDEN,
});

export const cannedReplyRoutes: RouteDefinition[] = [
  ...kitRoutes.filter((route) => route.operation !== 'setCannedReplyStatus'),
  {
    operation: 'setCannedReplyStatus',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      if (!isAdministrator(user)) return fail(403, FORBIDDEN);
      const parsed = parseBody(SetCannedReplyStatusBody, body);
      if (!parsed.ok) return parsed.result;
      const found = REPLIES.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const reply = found.row;
      const stale = REPLIES.stale(reply, parsed.value.version, () => toDto(db, reply));
      if (stale) return stale;
      if (reply.status !== parsed.value.status) {
        reply.status = parsed.value.status;
        reply.version += 1;
        reply.updated_at = db.now().toISOString();
      }
      return ok(toDto(db, reply));
    },
  },
];
