import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { CreateScreen } from '@/components/resource/create-screen';
import { RecordScreen } from '@/components/resource/record-screen';
import { parseId } from '@/lib/ids';

import { consumableRecord } from './consumable-record';

/** Create Consumable (`manage/consumable/create`): administrators; Save goes to the new consumable's page. */
const createDefinition = { ...consumableRecord, adminOnly: true };
export const CreateConsumableScreen = () => <CreateScreen definition={createDefinition} />;

/** What customers read: the record without Edit or Disable (the server refuses them those). */
const readOnly = { ...consumableRecord, edit: 'none', status: 'none' } as const;

/** Consumable Details (`manage/consumableDetails?id=3`): the id is in the query, not the path. */
export const ConsumableDetailsScreen = () => {
  const raw = new URLSearchParams(useSearch()).get('id') ?? undefined;
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  return (
    <RecordScreen definition={isAdministrator ? consumableRecord : readOnly} id={parseId(raw)} raw={raw} />
  );
};
