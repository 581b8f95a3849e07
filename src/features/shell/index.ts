export { MENU } from './menus';
export {
  flattenMenu,
  isActive,
  isSelected,
  menuForUser,
  normalisePath,
  type MenuEntry,
  type MenuEntryType,
} from './menu-model';
export { FILTER_ROUTES, filterAvailable } from './filter-routes';
