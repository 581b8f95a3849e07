/** The signature image rules (openapi/v3.yaml setDoctorSignature; docs/telemedicine.md). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_TYPES = ['image/png', 'image/jpeg'] as const;

export const WRONG_TYPE_TEXT = 'The signature must be a PNG or JPEG image.';

const kib = (bytes: number): string => `${Math.ceil(bytes / 1024)} KiB`;

export const tooBigText = (bytes: number): string =>
  `The signature image must be 200 KiB or smaller; this one is ${kib(bytes)}.`;

/** What is wrong with a chosen file, checked before anything is sent; null when it may go. */
export const signatureProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!(SIGNATURE_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE_TEXT;
  if (file.size > SIGNATURE_MAX_BYTES) return tooBigText(file.size);
  return null;
};

/** The file as a data URL, the form the API takes. */
export const readDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
