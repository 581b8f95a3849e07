export { FilterPanel } from './filter-panel';
