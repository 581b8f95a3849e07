import { FilterClinicMonitorBody, FilterClinicsBody, FilterCustomersBody } from '@/generated/zod/v3.zod';

import { amcMatcher } from './amc-expiry';
import { fleetHealth } from './kiosk-health';
import { ok, parseBody, type RouteDefinition } from './kit';
import {
  byName,
  compareText,
  clinicDto,
  inPlace,
  isAdministrator,
  rawBoolean,
  rawInt,
  scopeFor,
  searchMatcher,
  sortedPage,
} from './scope';

export const clinicRoutes: RouteDefinition[] = [
  {
    // The header monitors: clinics not synced, clinics pending a forced app update.
    operation: 'filterClinicMonitor',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterClinicMonitorBody, body);
      if (!parsed.ok) return parsed.result;
      const { status, page, limit, monitor } = parsed.value;
      const scope = scopeFor(user, rawInt(body, 'assigned_user_id'));
      // From the clinics' deployed kiosks (docs/home-and-monitor.md, "Where the counts come from").
      const health = fleetHealth(db);
      const flagged = monitor === 'clinics-not-synced' ? health.outOfSync : health.pendingUpdate;
      const matching = db.clinics.filter(
        (clinic) =>
          clinic.status === status && (scope === null || clinic.user_id === scope) && flagged.has(clinic.id),
      );
      return ok({
        records: sortedPage(matching, byName, page, limit).map(clinicDto),
        total_count: matching.length,
      });
    },
  },
  {
    // The filter panel's clinic list.
    operation: 'filterClinics',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterClinicsBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, searchValue, assigned_user_id, amc_expired, ...place } = parsed.value;
      const scope = scopeFor(user, assigned_user_id);
      const status = rawBoolean(body, 'status');
      const matches = searchMatcher(searchValue);
      const amc = amcMatcher(amc_expired, db.now().toISOString().slice(0, 10));
      const matching = db.clinics.filter(
        (clinic) =>
          (scope === null || clinic.user_id === scope) &&
          (status === undefined || clinic.status === status) &&
          inPlace(db, clinic.location_id, place) &&
          amc(clinic) &&
          matches(clinic.id, clinic.name),
      );
      return ok({
        records: sortedPage(matching, byName, page, limit).map(clinicDto),
        total_count: matching.length,
      });
    },
  },
  {
    operation: 'filterCustomers',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterCustomersBody, body ?? {});
      if (!parsed.ok) return parsed.result;
      const { status, searchValue } = parsed.value;
      const matches = searchMatcher(searchValue);
      const customers = db.customers
        .filter(
          (customer) =>
            (isAdministrator(user) || customer.id === user.id) &&
            (status === undefined || customer.status === status) &&
            matches(
              customer.id,
              customer.first_name,
              customer.last_name,
              `${customer.first_name} ${customer.last_name}`,
            ),
        )
        .sort((a, b) => compareText(a.first_name, b.first_name) || a.id - b.id);
      return ok(customers.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })));
    },
  },
];
