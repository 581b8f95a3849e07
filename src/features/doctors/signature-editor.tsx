import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';

import { announceSuccess } from '@/components/form/announce';
import { currentOf } from '@/components/resource/conflict';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { getGetDoctorQueryKey, useSetDoctorSignature } from '@/generated/api/doctors/doctors';
import type { Doctor } from '@/generated/model';
import { GetDoctorResponse } from '@/generated/zod/v3.zod';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';

import { readDataUrl, signatureProblem } from './signature-file';

const CONFLICT_TEXT =
  'Someone else changed this doctor while you were choosing the image. The page now shows their version; Save again to use your image.';

interface Chosen {
  name: string;
  dataUrl: string;
}

/** A 422's words on `signature`, else null. */
const refusalOf = (error: ApiError): string | null =>
  error.status === 422 ? error.message || 'The server refused this image.' : null;

/**
 * The letter head's signature (Doctor Details, Edit Letter Head): choose a PNG or JPEG of at most
 * 200 KiB (checked here, before anything is sent), see it, then Save; or Remove the saved one. The
 * server's refusal shows under the control; a 409 takes the current version and keeps the choice.
 */
export const SignatureEditor = ({ doctor }: { doctor: Doctor }) => {
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<ApiError | null>(null);
  const [conflict, setConflict] = useState(false);
  const mutation = useSetDoctorSignature();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setConflict(false);
    if (!file) return;
    const wrong = signatureProblem(file);
    if (wrong) {
      setProblem(wrong);
      setChosen(null);
      return;
    }
    setProblem(null);
    setChosen({ name: file.name, dataUrl: await readDataUrl(file) });
  };

  const { run: write, pending } = useSingleFlight(async (signature: string | null) => {
    try {
      const saved = await mutation.mutateAsync({
        id: doctor.id,
        data: { signature, version: doctor.version },
      });
      announceSuccess(signature === null ? 'Signature removed.' : 'Signature saved.');
      setChosen(null);
      setProblem(null);
      setConflict(false);
      setMissing(null);
      if (input.current) input.current.value = '';
      client.setQueryData(getGetDoctorQueryKey(doctor.id), saved);
      await client.invalidateQueries({ queryKey: getGetDoctorQueryKey(doctor.id) });
    } catch (error) {
      const apiError = toApiError(error);
      if (isMissingCall(apiError)) setMissing(apiError);
      const refused = refusalOf(apiError);
      if (refused) setProblem(refused);
      const current = currentOf(apiError, GetDoctorResponse.shape.data);
      if (current) {
        // The page shows the doctor as they are now; Save again sends that version.
        setConflict(true);
        client.setQueryData(getGetDoctorQueryKey(doctor.id), current);
      }
    }
  });

  const errorId = `${id}-error`;
  return (
    <div className="ui-card doctor-signature">
      <h2 className="doctor-section-title">Signature</h2>
      {missing ? <MissingCall error={missing} /> : null}
      {conflict ? (
        <p role="alert" className="ui-message">
          {CONFLICT_TEXT}
        </p>
      ) : null}
      <div className="doctor-signature-images">
        <figure className="doctor-signature-figure">
          <figcaption>Saved</figcaption>
          {doctor.signature ? (
            <img src={doctor.signature} alt="Saved signature" className="doctor-signature-image" />
          ) : (
            <p className="ui-muted">No signature yet.</p>
          )}
        </figure>
        {chosen ? (
          <figure className="doctor-signature-figure">
            <figcaption>Preview: {chosen.name}</figcaption>
            <img src={chosen.dataUrl} alt="Signature preview" className="doctor-signature-image" />
          </figure>
        ) : null}
      </div>
      <div className="ui-field">
        <label htmlFor={id}>Signature image (PNG or JPEG, at most 200 KiB)</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="ui-input"
          onChange={(event) => void choose(event)}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
        {problem ? (
          <small id={errorId} className="ui-field-error" role="alert">
            {problem}
          </small>
        ) : null}
      </div>
      <div className="ui-actions ui-actions-start">
        <button
          type="button"
          className="ui-btn"
          disabled={chosen === null || pending}
          onClick={() => chosen && write(chosen.dataUrl)}
        >
          Save signature
        </button>
        {doctor.signature ? (
          <button
            type="button"
            className="ui-btn ui-btn-outline ui-btn-danger"
            disabled={pending}
            onClick={() => write(null)}
          >
            Remove signature
          </button>
        ) : null}
      </div>
    </div>
  );
};
