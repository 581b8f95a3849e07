/**
 * The browser demo API's persistence: IndexedDB, because the app's Logout calls
 * localStorage.clear(), which must not wipe the demo data a user created.
 */
const DB_NAME = 'hcd-demo-api';
const STORE = 'snapshots';

const openDb = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });

const run = async <T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> => {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      // Resolve on commit, not on the request's success: a reload right after must see the write.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
};

export const loadSnapshot = (key: string): Promise<unknown> => run('readonly', (store) => store.get(key));

export const saveSnapshot = async (key: string, value: unknown): Promise<void> => {
  await run('readwrite', (store) => store.put(value, key));
};

export const clearSnapshots = async (): Promise<void> => {
  await run('readwrite', (store) => store.clear());
};
