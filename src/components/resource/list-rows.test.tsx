import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useLocalRows } from './list-rows';

const useRows = () => {
  const query = useQuery({ queryKey: ['people'], queryFn: () => Promise.resolve(['Asha', 'Meera']) });
  return {
    query,
    rows: useLocalRows(query, {
      search: '',
      matches: () => true,
      page: 1,
      rowsPerPage: 10,
      toPage: () => undefined,
    }),
  };
};

describe('a list whose first load waits for the network', () => {
  afterEach(() => onlineManager.setOnline(true));

  it("is loading while offline, never 'No data found', and shows the rows once back online", async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useRows, { wrapper });
    await waitFor(() => expect(result.current.query.fetchStatus).toBe('paused'));
    expect(result.current.rows.loading).toBe(true);
    expect(result.current.rows.error).toBeNull();
    onlineManager.setOnline(true);
    await waitFor(() => expect(result.current.rows.rows).toEqual(['Asha', 'Meera']));
    expect(result.current.rows.loading).toBe(false);
  });
});
