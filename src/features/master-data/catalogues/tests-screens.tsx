import { Link, useSearch } from 'wouter';

import { AdminOnly } from '@/components/admin-only';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { CatalogueList, RecordAtParam, RecordAtQuery } from '@/components/resource/catalogue/screens';
import { CreateScreen } from '@/components/resource/create-screen';
import { ListScreen } from '@/components/resource/list-screen';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { badIdText, notFoundText, RecordScreen } from '@/components/resource/record-screen';
import { ScreenMessage } from '@/components/screen-message';
import { useGetTestCategory } from '@/generated/api/tests/tests';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';
import { parseId } from '@/lib/ids';

import { CATEGORY_PATHS, testCategories, testTypes } from './tests';

/**
 * The screens of test categories and test types (requirements 2.11.17; docs/master-data.md, "Test
 * types and reference ranges"), for the route table (src/app/shell/route-tables.ts).
 */
export const TestCategoriesScreen = () => (
  <CatalogueList catalogue={testCategories} createPath={CATEGORY_PATHS.create} />
);
export const TestCategoryCreateScreen = () => <CreateScreen definition={testCategories.record} />;
export const TestCategoryViewScreen = () => <RecordAtQuery catalogue={testCategories} param="category_id" />;

export const TestTypesScreen = () => (
  <CatalogueList catalogue={testTypes} createPath={testTypes.list.path + '/create'} />
);
export const TestTypeCreateScreen = () => <CreateScreen definition={testTypes.record} />;
export const TestTypeViewScreen = () => <RecordAtParam catalogue={testTypes} param="test_id" />;

const TESTS_OF_A_CATEGORY = 'Category Tests';

const categoryTests = testTypes.within({
  path: `${CATEGORY_PATHS.list}/test`,
  key: 'category_id',
  view: CATEGORY_PATHS.test,
  title: TESTS_OF_A_CATEGORY,
});

/** A category's tests: the list within it, under its name, with Add preset to it. */
const CategoryTestsList = ({ id }: { id: number }) => {
  const category = useGetTestCategory(id, { query: { meta: { errorMode: 'log' } } });
  if (category.isError) {
    const error = toApiError(category.error);
    if (isMissingCall(error)) {
      return (
        <section className="ui-screen">
          <h1 className="ui-title">{TESTS_OF_A_CATEGORY}</h1>
          <MissingCall error={error} />
        </section>
      );
    }
    return (
      <ScreenMessage title={TESTS_OF_A_CATEGORY} tone="error">
        {error.status === 404 ? notFoundText('Test Category', id) : 'The test category could not be loaded.'}
      </ScreenMessage>
    );
  }
  const name = category.data?.name;
  return (
    <ListScreen
      definition={categoryTests}
      title={name === undefined ? TESTS_OF_A_CATEGORY : `Tests of ${name}`}
      before={
        <Breadcrumbs
          crumbs={[
            { label: 'Test Categories', href: CATEGORY_PATHS.list },
            { label: name ?? `Category ${id}`, href: CATEGORY_PATHS.view(id) },
            { label: 'Tests' },
          ]}
        />
      }
      actions={
        <Link href={absolute(`${testTypes.record.listPath}/create?category_id=${id}`)} className="ui-btn">
          <i className="pi pi-plus" aria-hidden="true" /> Add Test Type
        </Link>
      }
    />
  );
};

/** master/testCategory/test?category_id=: a category's tests; a bad id is said, and nothing is asked. */
export const CategoryTestsScreen = () => {
  const raw = new URLSearchParams(useSearch()).get('category_id') ?? undefined;
  const id = parseId(raw);
  return (
    <AdminOnly title={TESTS_OF_A_CATEGORY}>
      {id === null ? (
        <ScreenMessage title={TESTS_OF_A_CATEGORY} tone="error">
          {badIdText('Test Category', raw)}{' '}
          <Link href={absolute(CATEGORY_PATHS.list)} className="ui-link">
            Open the test categories
          </Link>
        </ScreenMessage>
      ) : (
        // Keyed: another category is another list, with its own page and search.
        <CategoryTestsList key={id} id={id} />
      )}
    </AdminOnly>
  );
};

type TestTypeRecord = typeof testTypes.record;

/** A test type's page within its category: the same page, its Back to the category's tests. */
const inCategory: TestTypeRecord = {
  ...testTypes.record,
  listPath: categoryTests.path,
  viewPath: CATEGORY_PATHS.test,
  parentOf: (test, remembered) => ({
    path:
      new URLSearchParams(remembered.split('?')[1] ?? '').get('category_id') === String(test.category_id)
        ? remembered
        : CATEGORY_PATHS.tests(test.category_id),
  }),
};

/** master/testCategory/test/view?test_id=: a test type's page, reached from its category's tests. */
export const CategoryTestViewScreen = () => {
  const raw = new URLSearchParams(useSearch()).get('test_id') ?? undefined;
  return <RecordScreen definition={inCategory} id={parseId(raw)} raw={raw} />;
};
