import { type RefObject, useEffect, useRef, useState } from 'react';

import { sizeText } from '@/components/message-thread';
import { useGetQueryAttachment } from '@/generated/api/support/support';
import type { QueryAttachment } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

/** A preview's read: only logged (the preview says so in place), and the bytes never change. */
const PREVIEW_QUERY = {
  staleTime: Number.POSITIVE_INFINITY,
  meta: { errorMode: 'log' } satisfies ErrorMeta,
} as const;

/**
 * True once the element comes near the viewport (and stays true): a thread of 200 messages fetches
 * only the previews the reader scrolls to. Without IntersectionObserver (an old browser), at once.
 */
const useSeen = (ref: RefObject<HTMLElement | null>): boolean => {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
};

/**
 * The bytes as a blob URL while the preview is shown (revoked after): put on the thumbnail's `src`
 * and kept for Open. A ref, not state: the URL is made and dropped with the effect.
 */
const useBlobUrl = (
  data: string | undefined,
  type: string,
  urlRef: RefObject<string | null>,
  imageRef: RefObject<HTMLImageElement | null>,
): void => {
  useEffect(() => {
    if (data === undefined) return;
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const next = URL.createObjectURL(new Blob([bytes], { type }));
    urlRef.current = next;
    if (imageRef.current) imageRef.current.src = next;
    return () => {
      URL.revokeObjectURL(next);
      urlRef.current = null;
    };
  }, [data, type, urlRef, imageRef]);
};

/**
 * One attachment of a message (docs/support.md, "The query page"): an image as a thumbnail, a PDF
 * as an icon, each with its name and size and Open (a new tab, from the bytes read with
 * getQueryAttachment once the attachment is near the viewport). A failed read says so in place,
 * with Try again; the thread stays as it is.
 */
export const QueryAttachmentPreview = ({ file }: { file: QueryAttachment }) => {
  const ref = useRef<HTMLLIElement>(null);
  const seen = useSeen(ref);
  const read = useGetQueryAttachment(file.id, { query: { ...PREVIEW_QUERY, enabled: seen } });
  const loaded = read.data !== undefined;
  const urlRef = useRef<string | null>(null);
  const thumbnailRef = useRef<HTMLImageElement>(null);
  useBlobUrl(read.data?.data, file.content_type, urlRef, thumbnailRef);
  const image = file.content_type !== 'application/pdf';
  return (
    <li ref={ref} className="ui-attachment query-attachment">
      {image && loaded ? (
        <img ref={thumbnailRef} className="ui-attachment-thumb" alt={`Preview of ${file.name}`} />
      ) : (
        <span className={`pi ${image ? 'pi-image' : 'pi-file-pdf'} ui-attachment-icon`} aria-hidden="true" />
      )}
      <span className="ui-attachment-name">
        {file.name} <span className="ui-muted">({sizeText(file.size)})</span>
        {read.isError ? (
          <>
            {' '}
            <span className="ui-field-error">The preview could not be loaded.</span>
          </>
        ) : null}
      </span>
      {read.isError ? (
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          aria-label={`Try again: ${file.name}`}
          onClick={() => void read.refetch()}
        >
          Try again
        </button>
      ) : (
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          aria-label={`Open ${file.name}`}
          disabled={!loaded}
          onClick={() => {
            if (urlRef.current) window.open(urlRef.current, '_blank', 'noopener');
          }}
        >
          {/* 'Loading...' only while the bytes are read: an attachment not yet scrolled to waits quietly. */}
          {loaded || !seen ? 'Open' : 'Loading...'}
        </button>
      )}
    </li>
  );
};
