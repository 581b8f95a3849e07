import type { ComponentType } from 'react';

import type { Area } from '@/lib/areas';
import type { ResourceDefinition, ResourceMenuEntry, RouteSet, TourHints } from '@/lib/define-resource';
import { once } from '@/lib/once';
import { type PreloadableComponent, preloadable } from '@/lib/preloadable';

/** What every screen of the route table gets. */
export interface ScreenProps {
  title: string;
}

/** A screen the route table points at: a component of a lazily loaded feature chunk. */
export interface Screen {
  /** The feature's export name ('CampsListScreen'): tests and the accessibility tour name screens by it. */
  key: string;
  Component: PreloadableComponent<ScreenProps>;
  /** Only administrators can use it: nobody else downloads it ahead of need. */
  administrators?: boolean;
}

/** A route as the registry holds it: the declaration's, with its screen resolved. */
export interface RegisteredRoute {
  /** Under /dashboard, as declared. */
  path: string;
  title?: string;
  sets: readonly RouteSet[];
  administrators: boolean;
  /** The area an administrator's role needs to open it (docs/shell.md, "Roles and areas"). */
  area: Area;
  tour?: TourHints;
  screen: Screen;
  /** The resource that declares it. */
  resource: string;
}

/** A registered resource: its routes with their screens, and the menu entries it adds. */
export interface RegisteredResource {
  name: string;
  routes: readonly RegisteredRoute[];
  menu: readonly ResourceMenuEntry[];
}

/**
 * A feature chunk as the registry loads it: its exports, and `derivedScreens`, the screens a
 * feature derives from its specs rather than writing out (the master catalogues).
 */
interface ScreenChunk {
  derivedScreens?: Readonly<Record<string, ComponentType>>;
}

/** The chunk's screen `name`: its export of that name, or its derived screen. */
const screenIn = (module: object, name: string): ComponentType<ScreenProps> => {
  const exported = (module as Record<string, unknown>)[name];
  const found = exported ?? (module as ScreenChunk).derivedScreens?.[name];
  if (typeof found !== 'function') throw new Error(`the chunk exports no screen ${name}`);
  return found as ComponentType<ScreenProps>;
};

/**
 * The screens of one feature chunk. `screensOf(load)('Name')` is the feature's screen `Name`; every
 * screen of a chunk shares its one download, and each screen is made once (so preloading it is
 * preloading what the route renders).
 */
export const screensOf = (load: () => Promise<object>) => {
  const loadOnce = once(load);
  const made = new Map<string, Screen>();
  return (name: string, options: { administrators?: boolean } = {}): Screen => {
    const existing = made.get(name);
    if (existing) return existing;
    const Component = preloadable(() => loadOnce().then((module) => screenIn(module, name)));
    const screen: Screen = { key: name, Component, ...options };
    made.set(name, screen);
    return screen;
  };
};

/**
 * A resource's declaration with its chunk: one line of src/app/resources.ts. Its routes get their
 * screens from the chunk, each downloaded when first needed (or preloaded).
 */
export const register = (definition: ResourceDefinition, load: () => Promise<object>): RegisteredResource => {
  const screens = screensOf(load);
  const routes = definition.routes.map((route): RegisteredRoute => {
    const administrators = (definition.administrators ?? false) || (route.administrators ?? false);
    return {
      path: route.path,
      ...(route.title === undefined ? {} : { title: route.title }),
      sets: route.sets ?? ['staff'],
      administrators,
      area: route.area ?? definition.area,
      ...(route.tour ? { tour: route.tour } : {}),
      screen: screens(route.screen, administrators ? { administrators } : {}),
      resource: definition.name,
    };
  });
  return { name: definition.name, routes, menu: definition.menu ?? [] };
};
