import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { roleOf, userAtom } from '@/atoms/session';

import type { Writer } from './doctor-record';

/** The signed-in user as the doctor forms need them: their role, and a customer as the customer. */
export const useWriter = (): Writer => {
  const user = useAtomValue(userAtom);
  return useMemo(() => {
    const role = user ? roleOf(user) : 'Customer';
    const self = user ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : null;
    return { role, self };
  }, [user]);
};
