import type { DemoDb } from '../db';
import type { DemoAttachmentType, DemoQueryAttachmentMeta } from '../types';
import type { Refusal } from './kit';

/**
 * Attachments of support messages (docs/support.md, "Attachments"): sent as JSON with base64 bytes,
 * at most 5 a message and 2 MB each; the type is read from the bytes (a declared type that the bytes
 * contradict is refused). The bytes live in `queryAttachments`; the message keeps name and size.
 */

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export interface Upload {
  name: string;
  content_type: string;
  data: string;
}

export interface CheckedUpload {
  name: string;
  content_type: DemoAttachmentType;
  size: number;
  data: string;
}

const SIGNATURES: ReadonlyArray<[DemoAttachmentType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46]],
];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of base64 text, or null when it is not base64. */
const decodedSize = (data: string): number | null => {
  if (data.length % 4 !== 0 || !BASE64.test(data)) return null;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
};

/** The first bytes of base64 text (enough for the signatures). */
const headOf = (data: string): number[] => {
  const text = atob(data.slice(0, 8));
  return Array.from(text, (char) => char.charCodeAt(0));
};

/** The type its bytes say, or null. */
export const sniffType = (data: string): DemoAttachmentType | null => {
  const head = headOf(data);
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, index) => head[index] === byte));
  return match ? match[0] : null;
};

/** The uploads checked, or the refusal on `attachments`. */
export const checkUploads = (
  uploads: readonly Upload[],
): { ok: true; uploads: CheckedUpload[] } | { ok: false; refusal: Refusal } => {
  const field = 'attachments';
  if (uploads.length > MAX_ATTACHMENTS)
    return {
      ok: false,
      refusal: { message: `Attach at most ${MAX_ATTACHMENTS} files to a message.`, field },
    };
  const checked: CheckedUpload[] = [];
  for (const upload of uploads) {
    const name = upload.name.trim() || 'The file';
    const notAllowed = {
      ok: false as const,
      refusal: { message: `${name} is not a PNG, JPEG or PDF file.`, field },
    };
    const size = decodedSize(upload.data);
    if (size === null || size === 0) return notAllowed;
    if (size > MAX_ATTACHMENT_BYTES)
      return { ok: false, refusal: { message: `${name} is larger than 2 MB.`, field } };
    const type = sniffType(upload.data);
    if (type === null || upload.content_type.trim().toLowerCase() !== type) return notAllowed;
    checked.push({ name, content_type: type, size, data: upload.data });
  }
  return { ok: true, uploads: checked };
};

/** Keeps the bytes and answers the message's attachment lines. */
export const storeUploads = (
  db: DemoDb,
  queryId: number,
  messageId: number,
  uploads: readonly CheckedUpload[],
): DemoQueryAttachmentMeta[] => {
  let next = db.queryAttachments.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  return uploads.map((upload) => {
    const id = next;
    next += 1;
    db.queryAttachments.push({ id, query_id: queryId, message_id: messageId, data: upload.data });
    return { id, name: upload.name, content_type: upload.content_type, size: upload.size };
  });
};
