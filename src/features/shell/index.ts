export { MENU } from './menus';
export { flattenMenu, isActive, isSelected, menuForUser, type MenuEntry } from './menu-model';
export { filterAvailable } from './filter-routes';
