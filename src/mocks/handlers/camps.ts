import { FilterCampsBody } from '@/generated/zod/v3.zod';

import { checkCampWrite } from './camp-rules';
import { fail, ok, parseBody, refuse, type RouteDefinition } from './kit';
import { CAMPS } from './records';
import { campDto, inPlace, isSearching, rawInt, scopeFor, searchMatcher, sortedPage } from './scope';

// ISO 8601 times of one format sort as plain strings.
const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) || b.id - a.id;

export const campRoutes: RouteDefinition[] = [
  {
    operation: 'filterCamps',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterCampsBody, body);
      if (!parsed.ok) return parsed.result;
      const {
        status,
        page,
        limit,
        searchValue,
        customer_id,
        country_id,
        state_id,
        district_id,
        location_id,
      } = parsed.value;
      const place = { country_id, state_id, district_id, location_id };
      const scope = scopeFor(user, customer_id, rawInt(body, 'assigned_user_id'));
      const matches = searchMatcher(searchValue);
      const searching = isSearching(searchValue);
      const matching = db.camps.filter((camp) => {
        if (camp.status !== status || (scope !== null && camp.user_id !== scope)) return false;
        if (!inPlace(db, camp.location_id, place)) return false;
        if (!searching) return true;
        const customer = db.customer(camp.user_id);
        return matches(
          camp.id,
          camp.name,
          db.location(camp.location_id)?.name,
          customer?.first_name,
          customer?.last_name,
        );
      });
      const records = sortedPage(matching, newestFirst, page, limit).map((camp) => campDto(db, camp));
      return ok({ records, total_count: matching.length });
    },
  },
  {
    operation: 'createCamp',
    mutates: true,
    refusal: refuse,
    resolve: ({ db, user, body }) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return fail(400, 'Invalid request body: a JSON object is required');
      }
      const checked = checkCampWrite(db, user, body, 'create');
      if (!checked.ok) return refuse(checked.message);
      db.addCamp(checked.fields);
      return ok({ error: false, message: 'Camp Created Successfully' });
    },
  },
  {
    operation: 'getCamp',
    resolve: ({ db, user, params }) => {
      const found = CAMPS.readable(db, user, params.id);
      return found.ok ? ok(campDto(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updateCamp',
    mutates: true,
    refusal: refuse,
    resolve: ({ db, user, body, params }) => {
      const found = CAMPS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const camp = found.row;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return fail(400, 'Invalid request body: a JSON object is required');
      }
      const checked = checkCampWrite(db, user, body, 'update');
      if (!checked.ok) return refuse(checked.message);
      Object.assign(camp, checked.fields);
      return ok({ error: false, message: 'Updated successfully' });
    },
  },
];
