import { Controller } from 'react-hook-form';

import { DateField } from '@/components/date-field';
import { describedBy, errorIdOf, Field } from '@/components/field';
import { TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { StaffUser } from '@/generated/model';

import { useRoleChoices } from './user-roles';
import type { UserPayload, UserValues } from './user-values';

type UserForm = EntityForm<UserValues, UserPayload>;

const RoleSelect = ({ form, record }: { form: UserForm; record: StaffUser | undefined }) => {
  const roles = useRoleChoices();
  const id = form.idOf('role_id');
  const error = form.errorOf('role_id');
  // The user's own role stays offered even when it is no longer active.
  const choices =
    record && !roles.some((role) => role.id === record.role.id) ? [record.role, ...roles] : roles;
  return (
    <Field id={id} label="Role" error={error}>
      {/* Controlled: a preset role (Copy user) shows once the roles have loaded. */}
      <Controller
        control={form.form.control}
        name="role_id"
        render={({ field }) => (
          <select
            id={id}
            className="ui-input"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            {...describedBy(id, error)}
          >
            <option value="">Select a role</option>
            {choices.map((role) => (
              <option key={role.id} value={String(role.id)}>
                {role.name}
              </option>
            ))}
          </select>
        )}
      />
    </Field>
  );
};

const ExpiryField = ({ form }: { form: UserForm }) => {
  const id = form.idOf('expires_at');
  const error = form.errorOf('expires_at');
  return (
    <Field id={id} label="Expires on (optional)" error={error}>
      <Controller
        control={form.form.control}
        name="expires_at"
        render={({ field }) => (
          <DateField
            id={id}
            value={field.value}
            onChange={field.onChange}
            invalidText={error}
            errorId={errorIdOf(id)}
          />
        )}
      />
    </Field>
  );
};

/** Create User and its edit (docs/users.md): names, email, role and the optional expiry day. */
export const UserFields = ({ form, record }: { form: UserForm; record?: StaffUser }) => (
  <>
    <TextControl form={form} name="first_name" label="First name" maxLength={50} />
    <TextControl form={form} name="last_name" label="Last name" maxLength={50} />
    <TextControl form={form} name="email" label="Email" type="email" maxLength={120} />
    <RoleSelect form={form} record={record} />
    <ExpiryField form={form} />
  </>
);
