import { MONITOR_COUNTS_KEY } from '@/components/monitor-counts';
import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field } from '@/components/field';
import { changesBetween, ConflictNotice, currentOf } from '@/components/resource/conflict';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import {
  getFilterKiosksQueryKey,
  getGetKioskQueryKey,
  useMoveKiosk,
  useRetireKiosk,
} from '@/generated/api/kiosks/kiosks';
import { keyPrefix } from '@/lib/query-keys';
import type { KioskRecord } from '@/generated/model';
import { GetKioskResponse } from '@/generated/zod/v3.zod';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast';

import { kioskItems } from './kiosk-items';

type Destination = 'deployed' | 'in_stock' | 'in_repair';
type Mode = 'move' | 'retire';
type Errors = Partial<Record<'status' | 'clinic_id' | 'reason' | 'form', string>>;

const DESTINATIONS: ReadonlyArray<readonly [Destination, string]> = [
  ['deployed', 'To a clinic'],
  ['in_stock', 'To stock'],
  ['in_repair', 'To repair'],
];

const KIOSK = GetKioskResponse.shape.data;

/** A refusal (422) on its field, else on the form. */
const problemOf = (error: ApiError): Errors => {
  const field = (error.body as { field?: unknown } | undefined)?.field;
  const text = error.serverMessage ?? error.message;
  if (field === 'status' || field === 'clinic_id' || field === 'reason') return { [field]: text };
  return { form: text };
};

/** The active clinics a kiosk can be deployed to (the filter panel's clinic call, administrators). */
const useClinicChoices = (enabled: boolean) =>
  useFilterClinics(
    {
      assigned_user_id: null,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      searchValue: null,
      page: 1,
      limit: 2000,
    },
    { query: { enabled, staleTime: 60_000, meta: { errorMode: 'log' } } },
  );

/**
 * Move and Retire on Kiosk Details (administrators; docs/home-and-monitor.md, "Kiosk Inventory"):
 * no check-in first; each asks for a reason, Retire confirms. The move starts from the version the
 * page shows: when someone else moved the kiosk meanwhile (409), what changed is shown and the
 * user retries from the current version.
 */
export const KioskActions = ({ kiosk }: { kiosk: KioskRecord }) => {
  const [mode, setMode] = useState<Mode | null>(null);
  if (kiosk.status === 'retired') return null;
  return mode === null ? (
    <div className="ui-actions">
      <button type="button" className="ui-btn ui-btn-outline" onClick={() => setMode('move')}>
        Move
      </button>
      <button type="button" className="ui-btn ui-btn-outline ui-btn-danger" onClick={() => setMode('retire')}>
        Retire
      </button>
    </div>
  ) : (
    <KioskChangeForm kiosk={kiosk} mode={mode} onClose={() => setMode(null)} />
  );
};

const KioskChangeForm = ({
  kiosk,
  mode,
  onClose,
}: {
  kiosk: KioskRecord;
  mode: Mode;
  onClose: () => void;
}) => {
  const client = useQueryClient();
  const move = useMoveKiosk();
  const retire = useRetireKiosk();
  const [base, setBase] = useState(kiosk);
  const [to, setTo] = useState<Destination>(kiosk.status === 'deployed' ? 'in_repair' : 'deployed');
  const [clinicId, setClinicId] = useState(kiosk.clinic?.id ?? null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState<KioskRecord | null>(null);
  const [confirming, setConfirming] = useState(false);
  const clinics = useClinicChoices(mode === 'move');
  const busy = move.isPending || retire.isPending;

  const send = async () => {
    const body = { reason: reason.trim(), version: base.version };
    try {
      const saved =
        mode === 'move'
          ? await move.mutateAsync({
              id: kiosk.id,
              data: { ...body, status: to, clinic_id: to === 'deployed' ? clinicId : null },
            })
          : await retire.mutateAsync({ id: kiosk.id, data: body });
      client.setQueryData(getGetKioskQueryKey(kiosk.id), saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: keyPrefix(getFilterKiosksQueryKey()) }),
        client.invalidateQueries({ queryKey: MONITOR_COUNTS_KEY }),
      ]);
      const done = mode === 'move' ? 'moved' : 'retired';
      showToast({ severity: 'success', summary: 'Success', detail: `Kiosk ${kiosk.serial_number} ${done}.` });
      onClose();
    } catch (error) {
      const problem = toApiError(error);
      const current = currentOf<KioskRecord>(problem, KIOSK);
      // Besides the query client's one 'Error' toast: the 409's news, a refusal (422) on its field.
      if (current) {
        setConflict(current);
        setErrors({});
      } else if (problem.status === 422) setErrors(problemOf(problem));
    } finally {
      setConfirming(false);
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (reason.trim() === '') found.reason = 'Give a reason.';
    if (mode === 'move' && to === 'deployed' && clinicId === null) found.clinic_id = 'Choose the clinic.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (mode === 'retire') setConfirming(true);
    else void send();
  };

  /** Retry from the current version: the page shows the kiosk as it is now. */
  const useCurrent = () => {
    if (!conflict) return;
    client.setQueryData(getGetKioskQueryKey(kiosk.id), conflict);
    setBase(conflict);
    setConflict(null);
  };

  const title = mode === 'move' ? 'Move kiosk' : 'Retire kiosk';
  return (
    <form className="ui-card kiosk-change" aria-labelledby="kiosk-change-title" noValidate onSubmit={submit}>
      <h2 id="kiosk-change-title">{title}</h2>
      {conflict ? (
        <>
          <ConflictNotice
            singular="Kiosk"
            changes={changesBetween(kioskItems(base), kioskItems(conflict))}
            onDiscard={onClose}
          />
          <button type="button" className="ui-btn" onClick={useCurrent}>
            {mode === 'move' ? 'Move from the current version' : 'Retire from the current version'}
          </button>
        </>
      ) : null}
      {mode === 'move' ? (
        <fieldset>
          <legend>Where to</legend>
          {DESTINATIONS.map(([value, label]) => (
            <label key={value} className="kiosk-filter-check">
              <input
                type="radio"
                name="kiosk-destination"
                value={value}
                checked={to === value}
                onChange={() => setTo(value)}
              />
              {label}
            </label>
          ))}
          {errors.status ? <small className="ui-field-error">{errors.status}</small> : null}
        </fieldset>
      ) : null}
      {mode === 'move' && to === 'deployed' ? (
        <Field id="kiosk-move-clinic" label="Clinic" error={errors.clinic_id}>
          <select
            id="kiosk-move-clinic"
            className="ui-input"
            value={clinicId ?? ''}
            aria-invalid={errors.clinic_id !== undefined}
            onChange={(event) => setClinicId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Choose a clinic</option>
            {(clinics.data?.records ?? []).map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id="kiosk-change-reason" label="Reason" error={errors.reason}>
        <textarea
          id="kiosk-change-reason"
          className="ui-input"
          maxLength={300}
          value={reason}
          aria-invalid={errors.reason !== undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="ui-message">
          {errors.form}
        </p>
      ) : null}
      <div className="ui-actions">
        <button type="submit" className="ui-btn" disabled={busy || conflict !== null}>
          {busy ? 'Saving...' : mode === 'move' ? 'Move' : 'Retire'}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Retire this kiosk?"
        message={`${kiosk.serial_number} leaves its clinic for good and cannot be moved again. The reason goes into its history.`}
        confirmLabel="Retire"
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
};
