/**
 * A resource's routes, declared once in its feature folder (`src/features/<feature>/resource.ts`) and
 * registered with one line in `src/app/resources.ts` (docs/adding-a-screen.md). The route tables, the
 * role gating, the screen preloads, the route test's expectations and the accessibility tour's stops
 * are all derived from these declarations.
 *
 * A declaration names its screens by their export name in the feature's lazily loaded chunk and never
 * imports them: the app reads every declaration up front, and the screens download when needed.
 */

import type { Area } from './areas';

/**
 * The two route tables of docs/requirements.md: 2.11 (administrators, and every other type that is not
 * a doctor) and 2.12 (doctors).
 */
export type RouteSet = 'staff' | 'doctor';

/** What the accessibility tour adds to a route's address (docs/testing.md, "The accessibility tour"). */
export interface TourHints {
  /**
   * The query the tour opens the route with ('?camp_id=:camp_id'). `:name` is filled as the path's
   * parameters are, from the demo seed (tests/e2e/a11y-tour-stops.ts).
   */
  query?: string;
  /** More pages on the same route, each a query ('?new', '?id=:id'). */
  also?: readonly string[];
  /**
   * Values for parameters the tour's seed table does not know ({ query_id: '1' }: a record the
   * resource's demo table seeds).
   */
  params?: Readonly<Record<string, string>>;
}

export interface ResourceRoute<ScreenName extends string = string> {
  /** Under /dashboard, with `:param` segments ('manage/doctor/views/:doctor_id'). */
  path: string;
  /** The screen's export name in the feature's chunk ('DoctorDetailsScreen'). */
  screen: ScreenName;
  /** The page title when docs/requirements.md gives the route none (docs/shell.md, "Titles"). */
  title?: string;
  /** The route tables it belongs to; `['staff']` unless given. */
  sets?: readonly RouteSet[];
  /**
   * Administrators only: another user who types the address reads the administrators' message inside
   * the layout, and nobody else downloads the screen ahead of need.
   */
  administrators?: boolean;
  /** The area an administrator's role needs to open it, when not the resource's (docs/shell.md, "Roles and areas"). */
  area?: Area;
  tour?: TourHints;
}

/** A sidebar entry a resource adds, for a screen whose menu entry docs/requirements.md 2.5 lacks. */
export interface ResourceMenuEntry {
  /** The group it joins ('Manage'), or none for a top-level link. */
  group?: string;
  title: string;
  /** The route's path under /dashboard. */
  path: string;
  icon?: string;
  /** The user types that see it. */
  userTypes: readonly ('Administrator' | 'Customer' | 'Doctor')[];
}

export interface ResourceDefinition<ScreenName extends string = string> {
  /** Unique among the registered resources ('doctors'). */
  name: string;
  /** Every route of the resource is for administrators only (see `ResourceRoute.administrators`). */
  administrators?: boolean;
  /**
   * The area of the Roles catalogue an administrator's role needs to open its routes (a route may
   * name another); the menu entries pointing at them follow it (docs/shell.md, "Roles and areas").
   */
  area: Area;
  routes: readonly ResourceRoute<ScreenName>[];
  menu?: readonly ResourceMenuEntry[];
}

/**
 * A resource's declaration, its screen names checked against the feature's exports:
 * `defineResource<typeof import('.')>({...})` (a type-only reference, so nothing is loaded).
 */
export const defineResource = <Module extends object>(
  definition: ResourceDefinition<keyof Module & string>,
): ResourceDefinition<keyof Module & string> => definition;
