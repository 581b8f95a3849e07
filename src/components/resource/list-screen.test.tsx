import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { currentUrl, renderScreen } from '@tests/unit/harness';

import { listCodec, type ListParams } from './list-params';
import { useLocalRows } from './list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from './list-screen';

interface Person {
  id: number;
  name: string;
}
const PEOPLE: Person[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
}));
const PATH = '/people';

/** A list's rows from `answer`, searched and paged in the screen. */
const peopleFrom =
  (key: string, answer: () => Promise<Person[]>) => (params: ListParams, toPage: (page: number) => void) => {
    const query = useQuery({ queryKey: ['people', key], queryFn: answer, retry: false });
    return useLocalRows(query, {
      search: params.search,
      matches: (person, search) => person.name.includes(search),
      page: params.page,
      rowsPerPage: params.rows,
      toPage,
    });
  };
const usePeople = peopleFrom('all', () => Promise.resolve(PEOPLE));

const definition = (privateSearch: boolean): ListDefinition<Person> => ({
  title: 'People',
  path: PATH,
  codec: listCodec({ status: false }),
  view: {
    id: 'people',
    caption: 'People',
    columns: [{ key: 'name', header: 'Name', cell: (person) => person.name }],
    rowKey: (person) => person.id,
    totalLabel: 'Total People',
    searchLabel: 'Search people',
  },
  useRows: usePeople,
  useFilterKeys: useNoFilterKeys,
  privateSearch,
});
const PUBLIC = definition(false);
const PRIVATE = definition(true);

describe('ListScreen privateSearch', () => {
  it('writes the search to the URL by default', async () => {
    const { user } = renderScreen(<ListScreen definition={PUBLIC} />, { url: `${PATH}?page=1&rows=10` });
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Person 2{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`${PATH}?search=Person+2&page=1&rows=10`));
  });

  it('keeps the search in the screen, never the URL, while page and rows stay in the URL', async () => {
    const { user } = renderScreen(<ListScreen definition={PRIVATE} />, {
      url: `${PATH}?search=ignored&page=2&rows=5`,
    });
    expect(await screen.findByText('Person 6')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Person 2{Enter}');
    // 'Person 2' and 'Person 20'...'Person 25': 7, from page 1.
    await waitFor(() => expect(screen.getByText(/Total People/)).toHaveTextContent('Total People: 7 of 25'));
    expect(currentUrl()).toBe(`${PATH}?page=1&rows=5`);
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(currentUrl()).toBe(`${PATH}?page=2&rows=5`));
    expect(screen.getByText(/Total People/)).toHaveTextContent('Total People: 7 of 25');
  });
});

describe('ListScreen count', () => {
  /** People as the server answers them: the test settles the answer. */
  const controlled = () => {
    let settle: (people: Person[] | Error) => void = () => undefined;
    const answer = new Promise<Person[]>((resolve, reject) => {
      settle = (people) => (people instanceof Error ? reject(people) : resolve(people));
    });
    const useRows = peopleFrom('controlled', () => answer);
    return { definition: { ...PUBLIC, useRows }, settle: (people: Person[] | Error) => settle(people) };
  };
  const total = () => screen.getByText(/Total People/);

  it("reads '…' until the first answer, never 0 for a list still loading, then the count", async () => {
    const { definition, settle } = controlled();
    renderScreen(<ListScreen definition={definition} />, { url: `${PATH}?page=1&rows=10` });
    expect(total()).toHaveTextContent('Total People: …');
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    settle(PEOPLE);
    await waitFor(() => expect(total()).toHaveTextContent('Total People: 25'));
  });

  it('reads 0 once nothing is loading and no count came: the table says why', async () => {
    const { definition, settle } = controlled();
    renderScreen(<ListScreen definition={definition} />, { url: `${PATH}?page=1&rows=10` });
    settle(new Error('down'));
    expect(await screen.findByText('The people could not be loaded.')).toBeInTheDocument();
    expect(total()).toHaveTextContent('Total People: 0');
  });
});
