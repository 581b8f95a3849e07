export { MENU } from './menus';
export {
  flattenMenu,
  isActive,
  isSelected,
  menuForUser,
  type MenuEntry,
  withMenuEntries,
} from './menu-model';
export { filterAvailable } from './filter-routes';
