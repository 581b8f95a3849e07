export { MENU } from './menus';
export {
  activeMenuPath,
  flattenMenu,
  isSelected,
  menuForUser,
  type MenuEntry,
  normalisePath,
  withBadges,
  withMenuEntries,
} from './menu-model';
export { filterAvailable } from './filter-routes';
