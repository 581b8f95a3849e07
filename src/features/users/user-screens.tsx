import { useParams } from 'wouter';

import { CreateScreen } from '@/components/resource/create-screen';
import { RecordScreen } from '@/components/resource/record-screen';
import { parseId } from '@/lib/ids';

import { userRecord } from './user-record';

/** Create User (`manage/user/create`; `?role_id=&expires_at=` from Copy user): Save goes to the new user's page, with their temporary password once. */
export const CreateUserScreen = () => <CreateScreen definition={userRecord} />;

/** User Details (`manage/user/view/{users_id}`): the account, Edit, Disable/Enable, Copy user, Details and Activity. */
export const UserDetailsScreen = () => {
  const raw = useParams<{ users_id?: string }>().users_id;
  return <RecordScreen definition={userRecord} id={parseId(raw)} raw={raw} />;
};
