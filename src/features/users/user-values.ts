import type { StaffUserCreateRequest } from '@/generated/model';

/** The form of Create User and its edit (docs/users.md). */
export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  /** The select's value: a role id as text, '' before one is chosen. */
  role_id: string;
  /** 'YYYY-MM-DD' or '' (never expires). */
  expires_at: string;
}

export type UserPayload = StaffUserCreateRequest;
