import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { useCustomerClinicChoices } from '@/components/customer-clinic-choices';
import { announceSuccess } from '@/components/form/announce';
import { createApiKey, getFilterApiKeysQueryKey } from '@/generated/api/api-keys/api-keys';
import type { ApiKey, ApiKeyCreateRequest } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { keyPrefix } from '@/lib/query-keys';

import {
  emptyKey,
  expiryBounds,
  type KeyField,
  keyProblems,
  type KeyProblems,
  keyRequest,
  type KeyValues,
} from './api-key-form';
import { holdKeySecret } from './api-key-secret';
import { SCOPE_TEXT, SCOPES } from './api-key-words';

const FIELDS: readonly KeyField[] = ['name', 'scopes', 'clinic_ids', 'allowed_ips', 'expires_on'];

/**
 * Create through a mutation whose result is the key alone: the answer's secret goes straight to the
 * once-only dialog (api-key-secret.tsx) and never sits in react-query's mutation cache.
 */
const useCreateKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ApiKeyCreateRequest): Promise<ApiKey> => {
      const created = await createApiKey(request);
      holdKeySecret(created.key.name, created.secret);
      return created.key;
    },
    onSuccess: async (key) => {
      announceSuccess(`API key ${key.name} created.`);
      await client.invalidateQueries({ queryKey: keyPrefix(getFilterApiKeysQueryKey()) });
    },
  });
};

const Problem = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <small id={id} role="alert" className="ui-field-error">
      {text}
    </small>
  ) : null;

/** The refusal of a 422 on one of the form's fields. */
const refusalOf = (error: unknown): KeyProblems => {
  const apiError = toApiError(error);
  const field = (apiError.body as { field?: unknown } | undefined)?.field;
  return apiError.status === 422 && typeof field === 'string' && (FIELDS as readonly string[]).includes(field)
    ? { [field]: apiError.serverMessage ?? apiError.message }
    : {};
};

/**
 * Create key (docs/api-keys.md, "Create key"): name, scopes, clinics (all by default), allowed
 * addresses (one a line) and expiry (90 days by default, at most a year). Checked here as the server
 * checks; a refusal shows on its field.
 */
export const CreateKeyDialog = ({ onClose }: { onClose: () => void }) => {
  const id = useId();
  const [values, setValues] = useState<KeyValues>(emptyKey);
  const [problems, setProblems] = useState<KeyProblems>({});
  const create = useCreateKey();
  const nameRef = useRef<HTMLInputElement>(null);
  // Focus moves into the dialog, and back to where it was when it closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    nameRef.current?.focus();
    return () => previous?.focus();
  }, []);
  const clinics = useCustomerClinicChoices(false, null).clinics;
  const { min, max } = expiryBounds();
  const set = (next: Partial<KeyValues>) => setValues((current) => ({ ...current, ...next }));
  const fieldId = (field: KeyField) => `${id}-${field}`;
  const errorId = (field: KeyField) => `${id}-${field}-error`;
  const invalid = (field: KeyField) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = keyProblems(values);
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    create.mutate(keyRequest(values), {
      onSuccess: onClose,
      onError: (error) => setProblems(refusalOf(error)),
    });
  };
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="ui-dialog api-key-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={`${id}-title`} className="ui-dialog-title">
          Create API key
        </h2>
        <form noValidate onSubmit={submit} className="api-key-form">
          <div className="ui-field">
            <label htmlFor={fieldId('name')}>Name</label>
            <input
              ref={nameRef}
              id={fieldId('name')}
              className="ui-input"
              value={values.name}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => set({ name: event.target.value })}
              {...invalid('name')}
            />
            <Problem id={errorId('name')} text={problems.name} />
          </div>
          <fieldset className="ui-field" id={fieldId('scopes')} tabIndex={-1} {...invalid('scopes')}>
            <legend>Scopes</legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="api-key-check">
                <input
                  type="checkbox"
                  checked={values.scopes.includes(scope)}
                  onChange={(event) =>
                    set({
                      scopes: event.target.checked
                        ? SCOPES.filter((each) => each === scope || values.scopes.includes(each))
                        : values.scopes.filter((each) => each !== scope),
                    })
                  }
                />
                {SCOPE_TEXT[scope]}
              </label>
            ))}
            <Problem id={errorId('scopes')} text={problems.scopes} />
          </fieldset>
          <fieldset className="ui-field">
            <legend>Clinics</legend>
            <label className="api-key-check">
              <input type="radio" checked={values.allClinics} onChange={() => set({ allClinics: true })} />
              All clinics
            </label>
            <label className="api-key-check">
              <input type="radio" checked={!values.allClinics} onChange={() => set({ allClinics: false })} />
              Only these clinics
            </label>
            {values.allClinics ? null : (
              <select
                id={fieldId('clinic_ids')}
                aria-label="Clinics of the key"
                multiple
                className="ui-input"
                value={values.clinicIds.map(String)}
                onChange={(event) =>
                  set({ clinicIds: [...event.target.selectedOptions].map((option) => Number(option.value)) })
                }
                {...invalid('clinic_ids')}
              >
                {clinics.map((clinic) => (
                  <option key={clinic.id} value={clinic.id}>
                    {clinic.name}
                  </option>
                ))}
              </select>
            )}
            <Problem id={errorId('clinic_ids')} text={problems.clinic_ids} />
          </fieldset>
          <div className="ui-field">
            <label htmlFor={fieldId('allowed_ips')}>Allowed IP addresses (optional, one a line)</label>
            <textarea
              id={fieldId('allowed_ips')}
              className="ui-input"
              rows={3}
              value={values.ips}
              placeholder={'203.0.113.7\n198.51.100.0/24'}
              onChange={(event) => set({ ips: event.target.value })}
              {...invalid('allowed_ips')}
            />
            <small className="ui-muted">Empty: any address. IPv4, IPv6 or a CIDR range.</small>
            <Problem id={errorId('allowed_ips')} text={problems.allowed_ips} />
          </div>
          <div className="ui-field">
            <label htmlFor={fieldId('expires_on')}>Expires on</label>
            <input
              id={fieldId('expires_on')}
              type="date"
              className="ui-input"
              min={min}
              max={max}
              value={values.expiresOn}
              onChange={(event) => set({ expiresOn: event.target.value })}
              {...invalid('expires_on')}
            />
            <small className="ui-muted">At most one year; the key stops at the end of that day (UTC).</small>
            <Problem id={errorId('expires_on')} text={problems.expires_on} />
          </div>
          <div className="ui-actions">
            <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="ui-btn" disabled={create.isPending}>
              Create key
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
};
