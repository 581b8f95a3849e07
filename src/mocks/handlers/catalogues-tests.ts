import { catalogueRoutes, countOf, textOf } from './catalogue-kit';
import { pointedBy, rows } from './catalogues';
import type { RouteDefinition } from './kit';

/**
 * Test categories and test types (docs/proposed-api.md). A category with active test types, or a
 * test type a kiosk configuration offers, cannot be disabled.
 */
export const testRoutes: RouteDefinition[] = [
  ...catalogueRoutes({
    noun: 'test category',
    stem: 'TestCategory',
    plural: 'TestCategories',
    rows: rows('testCategories'),
    unique: [{ field: 'name' }],
    dependants: [
      pointedBy('testTypes', 'category_id', (n) => `${countOf(n, 'test type is', 'test types are')} in it`),
    ],
    extra: (db, row) => ({
      active_tests: db.catalogues.testTypes.filter((test) => test.category_id === row.id && test.status)
        .length,
    }),
  }),
  ...catalogueRoutes({
    noun: 'test type',
    stem: 'TestType',
    plural: 'TestTypes',
    rows: rows('testTypes'),
    unique: [{ field: 'name' }, { field: 'code' }],
    references: [
      { field: 'category_id', rows: rows('testCategories'), noun: 'test category', as: 'category' },
    ],
    dependants: [
      pointedBy(
        'kioskConfigs',
        'test_type_ids',
        (n) => `${countOf(n, 'kiosk configuration offers', 'kiosk configurations offer')} it`,
      ),
    ],
    searchable: (row) => [textOf(row.name), textOf(row.code)],
  }),
];
