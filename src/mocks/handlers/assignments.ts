import {
  AssignClinicToCampBody,
  ListAssignedClinicsBody,
  ListGroupsBody,
  ListLocationClinicsBody,
  UnassignClinicFromCampBody,
} from '@/generated/zod/v3.zod';

import { ok, parseBody, refuse, type RouteDefinition } from './kit';
import { ASSIGNMENTS } from './records';
import {
  byName,
  clinicDto,
  isAdministrator,
  rawInt,
  rawString,
  scopeFor,
  searchMatcher,
  visibleCamp,
} from './scope';

export const assignMessages = {
  assigned: 'Assigned Successfully',
  removed: 'Removed Successfully',
  campNotFound: 'Camp not found',
  clinicNotFound: 'Clinic not found',
  groupNotFound: 'Group not found',
  wrongLocation: "The clinic is not at the camp's location",
  duplicate: 'This clinic is already assigned to the camp',
  alreadyRemoved: 'This clinic was already removed from the camp',
} as const;

export const assignmentRoutes: RouteDefinition[] = [
  {
    operation: 'listAssignedClinics',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(ListAssignedClinicsBody, body);
      if (!parsed.ok) return parsed.result;
      const { camp_id, status } = parsed.value;
      if (!visibleCamp(db, user, camp_id)) return ok([]);
      const rows = db.assignments
        .filter((row) => row.camp_id === camp_id && row.status === status)
        .sort((a, b) => a.assign_id - b.assign_id)
        .map((row) => {
          const group = db.group(row.group_id);
          return {
            assign_id: row.assign_id,
            clinic_id: row.clinic_id,
            clinic_name: db.clinic(row.clinic_id)?.name ?? `Clinic ${row.clinic_id}`,
            group_name: group?.name ?? '',
            group_code: group?.code ?? '',
            camp_id: row.camp_id,
            group_id: row.group_id,
          };
        });
      return ok(rows);
    },
  },
  {
    // The clinics a camp at this location can take: active ones, the caller's own for a customer.
    operation: 'listLocationClinics',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(ListLocationClinicsBody, body);
      if (!parsed.ok) return parsed.result;
      const scope = scopeFor(user, rawInt(body, 'assigned_user_id'), rawInt(body, 'customer_id'));
      const matches = searchMatcher(rawString(body, 'searchValue'));
      const clinics = db.clinics
        .filter(
          (clinic) =>
            clinic.location_id === parsed.value.location_id &&
            clinic.status &&
            (scope === null || clinic.user_id === scope) &&
            matches(clinic.id, clinic.name),
        )
        .sort(byName);
      return ok({ records: clinics.map(clinicDto), total_count: clinics.length });
    },
  },
  {
    operation: 'assignClinicToCamp',
    mutates: true,
    refusal: refuse,
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(AssignClinicToCampBody, body);
      if (!parsed.ok) return parsed.result;
      const { camp_id, clinic_id, group_id } = parsed.value;
      const camp = visibleCamp(db, user, camp_id);
      if (!camp) return refuse(assignMessages.campNotFound);
      const clinic = db.clinic(clinic_id);
      if (!clinic || !clinic.status || (!isAdministrator(user) && clinic.user_id !== user.id)) {
        return refuse(assignMessages.clinicNotFound);
      }
      const group = db.group(group_id);
      if (!group || !group.status) return refuse(assignMessages.groupNotFound);
      if (clinic.location_id !== camp.location_id) return refuse(assignMessages.wrongLocation);
      if (
        db.assignments.some((row) => row.camp_id === camp_id && row.clinic_id === clinic_id && row.status)
      ) {
        return refuse(assignMessages.duplicate);
      }
      db.addAssignment({ camp_id, clinic_id, group_id });
      return ok({ error: false, message: assignMessages.assigned });
    },
  },
  {
    operation: 'unassignClinicFromCamp',
    mutates: true,
    refusal: refuse,
    resolve: ({ db, user, body, params }) => {
      const found = ASSIGNMENTS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const row = found.row;
      const parsed = parseBody(UnassignClinicFromCampBody, body);
      if (!parsed.ok) return parsed.result;
      if (!row.status) return refuse(assignMessages.alreadyRemoved);
      row.status = false;
      return ok({ error: false, message: assignMessages.removed });
    },
  },
  {
    operation: 'listGroups',
    resolve: ({ db, body }) => {
      const parsed = parseBody(ListGroupsBody, body);
      if (!parsed.ok) return parsed.result;
      const { status, offset, limit } = parsed.value;
      const groups = db.groups.filter((group) => group.status === status).sort((a, b) => a.id - b.id);
      return ok(groups.slice(offset, offset + limit).map(({ id, name, code }) => ({ id, name, code })));
    },
  },
];
