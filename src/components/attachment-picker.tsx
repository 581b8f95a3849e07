import './styles/attachments.css';

import { type ChangeEvent, useId, useRef, useState } from 'react';

import { ATTACHMENT_MAX_FILES, checkFiles, type PickedFile } from './attachment-files';
import { sizeText } from './message-thread';

export { type PickedFile, toUploads } from './attachment-files';

interface AttachmentPickerProps {
  /** The files picked so far (the form owns them, so nothing is lost when a send fails). */
  files: readonly PickedFile[];
  onChange: (files: PickedFile[]) => void;
  disabled?: boolean | undefined;
  /** The server's refusal on `attachments` (a 422), shown under the control. */
  error?: string | null | undefined;
  label?: string | undefined;
}

/**
 * Attachments of a support query's message: choose PNG, JPEG or PDF files (at most 2 MB each and 5
 * a message), checked here by size and by their first bytes before anything is sent, each refused
 * one named with the server's words; previews below (an image's thumbnail; a PDF as an icon, its
 * name and size), each with Remove.
 *
 * Used by New Query (src/features/support/query-create-screen.tsx) and by the query page's reply
 * box (S3, issue 36): keep the picked files in the form's state, pass them as `files`, and send
 * `await toUploads(files)` as the call's `attachments`; clear them (`onChange([])`) after a send.
 */
export const AttachmentPicker = ({
  files,
  onChange,
  disabled,
  error,
  label = 'Attachments',
}: AttachmentPickerProps) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    if (chosen.length === 0) return;
    setReading(true);
    const { accepted, problems: refused } = await checkFiles(chosen, files.length);
    setReading(false);
    setProblems(refused);
    if (input.current) input.current.value = '';
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const remove = (key: string) => {
    setProblems([]);
    onChange(files.filter((file) => file.key !== key));
  };

  const messages = [...problems, ...(error ? [error] : [])];
  const errorId = `${id}-error`;
  const full = files.length >= ATTACHMENT_MAX_FILES;
  return (
    <div className="ui-field ui-attachments">
      <label htmlFor={id}>{label}</label>
      <small className="ui-muted" id={`${id}-hint`}>
        PNG, JPEG or PDF, at most 2 MB each and {ATTACHMENT_MAX_FILES} files.
      </small>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept="image/png,image/jpeg,application/pdf"
        className="ui-input"
        disabled={disabled === true || reading || full}
        onChange={(event) => void choose(event)}
        aria-describedby={messages.length > 0 ? `${id}-hint ${errorId}` : `${id}-hint`}
        {...(messages.length > 0 ? { 'aria-invalid': true } : {})}
      />
      {messages.length > 0 ? (
        <small id={errorId} className="ui-field-error" role="alert">
          {messages.join(' ')}
        </small>
      ) : null}
      {files.length > 0 ? (
        <ul className="ui-attachment-list" aria-label="Attached files">
          {files.map((file) => (
            <li key={file.key} className="ui-attachment">
              {file.content_type === 'application/pdf' ? (
                <span className="pi pi-file-pdf ui-attachment-icon" aria-hidden="true" />
              ) : (
                <img
                  className="ui-attachment-thumb"
                  src={`data:${file.content_type};base64,${file.data}`}
                  alt={`Preview of ${file.name}`}
                />
              )}
              <span className="ui-attachment-name">
                {file.name} <span className="ui-muted">({sizeText(file.size)})</span>
              </span>
              <button
                type="button"
                className="ui-btn ui-btn-outline ui-btn-sm"
                disabled={disabled}
                onClick={() => remove(file.key)}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
