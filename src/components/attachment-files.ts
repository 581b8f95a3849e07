/**
 * The attachment rules of a support query's message (docs/requirements.md via docs/support.md;
 * openapi/v3.yaml createQuery and addQueryMessage): PNG, JPEG or PDF, told from the file's first
 * bytes (never its name or declared type), at most 2 MB each and 5 a message. The browser checks
 * them before anything is sent, with the server's own words; the server checks them again.
 */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 5;

export type AttachmentType = 'image/png' | 'image/jpeg' | 'application/pdf';

/** One upload as the calls take it (the generated `Upload`): base64 without a data: prefix. */
export interface AttachmentUpload {
  name: string;
  content_type: AttachmentType;
  data: string;
}

/** A file that passed the checks, read once: its bytes, its real type, and a preview for images. */
export interface PickedFile {
  /** Stable within the picker (React key, remove button). */
  key: string;
  name: string;
  size: number;
  content_type: AttachmentType;
  /** Base64 of the whole file. */
  data: string;
}

export const tooLargeText = (name: string): string => `${name} is larger than 2 MB.`;
export const wrongTypeText = (name: string): string => `${name} is not a PNG, JPEG or PDF file.`;
export const TOO_MANY_TEXT = `At most ${ATTACHMENT_MAX_FILES} files can be attached to a message.`;

const SIGNATURES: readonly { type: AttachmentType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/** The type the first bytes say, or null when they are none of the three. */
export const sniffType = (head: ArrayLike<number>): AttachmentType | null =>
  SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type ?? null;

/** The first bytes of a base64 text (8 characters give 6 bytes). */
const headOf = (base64: string): number[] => {
  try {
    return Array.from(atob(base64.slice(0, 8)), (char) => char.charCodeAt(0));
  } catch {
    return [];
  }
};

/** The file's bytes as base64, read through FileReader (a data URL, its prefix cut). */
export const readBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      if (comma < 0) reject(new Error('The file could not be read.'));
      else resolve(url.slice(comma + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

let nextKey = 0;

/**
 * Checks the chosen files against the rules and those already picked: the ones that may go, read,
 * and a message for each refused one (in the order chosen).
 */
export const checkFiles = async (
  chosen: readonly File[],
  already: number,
): Promise<{ accepted: PickedFile[]; problems: string[] }> => {
  const accepted: PickedFile[] = [];
  const problems: string[] = [];
  for (const file of chosen) {
    if (already + accepted.length >= ATTACHMENT_MAX_FILES) {
      problems.push(TOO_MANY_TEXT);
      break;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      problems.push(tooLargeText(file.name));
      continue;
    }
    let data: string;
    try {
      data = await readBase64(file);
    } catch {
      problems.push(`${file.name} could not be read.`);
      continue;
    }
    const type = sniffType(headOf(data));
    if (!type) {
      problems.push(wrongTypeText(file.name));
      continue;
    }
    nextKey += 1;
    accepted.push({ key: `file-${nextKey}`, name: file.name, size: file.size, content_type: type, data });
  }
  return { accepted, problems };
};

/** The picked files as the calls take them (`attachments: Upload[]`). */
export const toUploads = (files: readonly PickedFile[]): Promise<AttachmentUpload[]> =>
  Promise.resolve(files.map(({ name, content_type, data }) => ({ name, content_type, data })));
