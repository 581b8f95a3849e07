import { screen } from '@testing-library/react';

import type {
  AssignClinicRequest,
  CampClinicAssignment,
  LocationFilterRequest,
  MessageResult,
} from '@/generated/model';

import { server } from '../../../../tests/msw/server';
import { AssignClinicsScreen } from '../assign/assign-clinics-screen';
import { andheri, bandra, campOne, clinicsOfAndheri, groups } from './fixtures';
import {
  assignedHandler,
  assignHandler,
  failure,
  getCampHandler,
  groupsHandler,
  locationClinicsHandler,
  locationsHandler,
  ok,
  type Seen,
} from './handlers';
import { pick } from './picker';
import { renderScreen } from './render';

/** Assign New Clinics' path; camp 11 is campOne, at Andheri. */
export const ASSIGN = '/dashboard/manage/camp/assign';

export interface AssignServeOptions {
  reply?: (body: AssignClinicRequest) => MessageResult | Response | Promise<MessageResult | Response>;
  /** The camp's assignments; a successful assign adds to them, as the demo API does. */
  assigned?: CampClinicAssignment[];
}

/** The demo API for Assign New Clinics, recording every request it sees. */
export const serveAssign = ({ reply = () => ok('Assigned'), assigned = [] }: AssignServeOptions = {}) => {
  const rows = [...assigned];
  const seen = {
    locations: [] as Seen<LocationFilterRequest>,
    clinics: [] as Seen<{ location_id: number }>,
    groups: [] as Seen<unknown>,
    assigns: [] as Seen<AssignClinicRequest>,
    assigned: [] as Seen<{ camp_id: number; status: boolean }>,
  };
  server.use(
    getCampHandler((id) => (id === campOne.id ? campOne : failure(404, 'Camp not found'))),
    locationsHandler([andheri, bandra], seen.locations),
    locationClinicsHandler(({ location_id }) => {
      const records = location_id === andheri.id ? clinicsOfAndheri : [];
      return { records, total_count: records.length };
    }, seen.clinics),
    groupsHandler(() => groups, seen.groups),
    assignedHandler(() => [...rows], seen.assigned),
    assignHandler(async (body) => {
      const result = await reply(body);
      const group = groups.find((item) => item.id === body.group_id);
      const clinic = clinicsOfAndheri.find((item) => item.id === body.clinic_id);
      if (!(result instanceof Response) && !result.error && group && clinic) {
        rows.push({
          assign_id: 900 + rows.length,
          clinic_id: clinic.id,
          clinic_name: clinic.name,
          group_name: group.name,
          group_code: group.code,
          camp_id: body.camp_id,
          group_id: group.id,
        });
      }
      return result;
    }, seen.assigns),
  );
  return seen;
};

/** Opens Assign New Clinics for camp 11 and waits for Andheri's clinics. */
export const openAndheri = async () => {
  const harness = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
  await pick(harness.user, 'Location', 'Andheri');
  await screen.findByText('Andheri East Clinic');
  return harness;
};

/** The table row of a clinic, by its name. */
export const rowOf = (clinic: string): HTMLElement => {
  const row = screen.getByText(clinic).closest('tr');
  if (!row) throw new Error(`no row for ${clinic}`);
  return row;
};
