import type * as screens from '.';

import { defineResource, type ResourceRoute } from '@/lib/define-resource';

import { CATALOGUE_ROUTES, catalogueResourceRoutes } from './model/catalogue-routes';

/** A geography level's list, create and view pages, and its parent's drill-down (docs/master-data.md). */
const level = (
  list: string,
  plural: string,
  singular: string,
  param: string,
  drillDown: string,
  parent: string,
): ResourceRoute[] => [
  { path: `master/${list}`, screen: `${plural}ListScreen`, title: plural },
  { path: `master/${list}/create`, screen: `${singular}CreateScreen`, title: `Create ${singular}` },
  { path: `master/${list}/view/:${param}`, screen: `${singular}ViewScreen`, title: `${singular} Details` },
  {
    path: `master/:${parent}_id/${list}/view`,
    screen: drillDown,
    title: `${plural} of a ${parent.charAt(0).toUpperCase()}${parent.slice(1)}`,
  },
];

/**
 * Master data, the administrators' (docs/requirements.md 2.5.8, 2.11; docs/master-data.md): geography,
 * the health-result catalogue, and every master catalogue. The catalogues of CATALOGUE_ROUTES take
 * their routes from their line there; test types and questionnaires have screens of their own.
 */
// Derived screens (`derivedScreens`) have computed names; the registry's test checks each one resolves.
export const masterDataResource = defineResource<typeof screens & Readonly<Record<string, unknown>>>({
  name: 'master-data',
  area: 'master',
  administrators: true,
  routes: [
    { path: 'master/countries', screen: 'CountriesListScreen' },
    { path: 'master/countries/create', screen: 'CountryCreateScreen', title: 'Create Country' },
    { path: 'master/countries/view/:country_id', screen: 'CountryViewScreen', title: 'Country Details' },
    ...level('state', 'States', 'State', 'state_id', 'CountryStatesScreen', 'country'),
    ...level('district', 'Districts', 'District', 'district_id', 'StateDistrictsScreen', 'state'),
    ...level('location', 'Locations', 'Location', 'location_id', 'DistrictLocationsScreen', 'district'),
    { path: 'master/master-data', screen: 'MasterCatalogueScreen' },
    // The Roles catalogue opens with the Users screens (docs/shell.md, "Roles and areas").
    ...Object.values(CATALOGUE_ROUTES)
      .flatMap(catalogueResourceRoutes)
      .map((route) => (route.path.startsWith('master/role') ? { ...route, area: 'users' as const } : route)),
    { path: 'master/testType', screen: 'TestTypesScreen' },
    { path: 'master/testType/create', screen: 'TestTypeCreateScreen', title: 'Create Test Type' },
    { path: 'master/testType/view/:test_id', screen: 'TestTypeViewScreen', title: 'Test Type Details' },
    { path: 'master/testCategory', screen: 'TestCategoriesScreen' },
    { path: 'master/testCategory/create', screen: 'TestCategoryCreateScreen', title: 'Create Test Category' },
    {
      path: 'master/testCategory/view',
      screen: 'TestCategoryViewScreen',
      title: 'Test Category Details',
      tour: { query: '?category_id=2' },
    },
    {
      path: 'master/testCategory/test',
      screen: 'CategoryTestsScreen',
      title: 'Category Tests',
      tour: { query: '?category_id=2' },
    },
    {
      path: 'master/testCategory/test/view',
      screen: 'CategoryTestViewScreen',
      title: 'Category Test Details',
      // Fasting glucose: a numeric test type with its reference ranges.
      tour: { query: '?test_id=3' },
    },
    { path: 'master/questioncategory', screen: 'QuestionCategoriesScreen' },
    {
      path: 'master/questioncategory/create',
      screen: 'QuestionCategoryCreateScreen',
      title: 'Create Question Category',
    },
    // PHQ-9 (category 1), its first question and that question's first option (seed-questionnaires.ts).
    {
      path: 'master/questioncategory/info',
      screen: 'QuestionCategoryInfoScreen',
      title: 'Question Category Details',
      tour: { query: '?category_id=1' },
    },
    {
      path: 'master/questioncategory/question/create',
      screen: 'QuestionCreateScreen',
      title: 'Create Question',
      tour: { query: '?category_id=1' },
    },
    {
      path: 'master/questioncategory/question/info',
      screen: 'QuestionInfoScreen',
      title: 'Question Details',
      tour: { query: '?question_id=1' },
    },
    {
      path: 'master/questioncategory/question/option/create',
      screen: 'QuestionOptionCreateScreen',
      title: 'Create Question Option',
      tour: { query: '?question_id=1' },
    },
    {
      path: 'master/questioncategory/question/option/info',
      screen: 'QuestionOptionInfoScreen',
      title: 'Question Option Details',
      tour: { query: '?option_id=1' },
    },
  ],
});
