/**
 * Method and MSW path of every operation in openapi/v3.yaml, exactly as the generated MSW handler
 * factories declare them (`getXMockHandler().info`); routes.test.ts fails when one drifts.
 *
 * Why not call the factories here: every generated `*.msw.ts` module imports faker (about 220 KiB
 * gzipped), which would land in the browser's demo chunk. The paths are all the demo API needs.
 */
export const demoRoutes = {
  loginDashboard: { method: 'POST', path: '*/v3/login/dashboard' },
  logout: { method: 'POST', path: '*/v3/login/logout' },
  filterClinicMonitor: { method: 'POST', path: '*/v3/clinic/filter' },
  filterClinics: { method: 'POST', path: '*/v3/Clinic/filter' },
  filterCustomers: { method: 'POST', path: '*/v3/customer/filter' },
  filterCountries: { method: 'POST', path: '*/v3/country/filter' },
  filterStates: { method: 'POST', path: '*/v3/state/filter' },
  filterDistricts: { method: 'POST', path: '*/v3/district/filter' },
  filterLocations: { method: 'POST', path: '*/v3/location/filter' },
  filterCamps: { method: 'POST', path: '*/v3/camp-system/filter' },
  createCamp: { method: 'POST', path: '*/v3/camp-system/' },
  getCamp: { method: 'GET', path: '*/v3/camp-system/:id' },
  updateCamp: { method: 'PUT', path: '*/v3/camp-system/:id' },
  listAssignedClinics: { method: 'POST', path: '*/v3/camp-system/assigned-clinic-list' },
  listLocationClinics: { method: 'POST', path: '*/v3/camp-system/clinic-list-camp' },
  assignClinicToCamp: { method: 'POST', path: '*/v3/camp-system/assign-clinic-to-camp' },
  unassignClinicFromCamp: { method: 'PUT', path: '*/v3/camp-system/unassign-clinic-to-camp/:id' },
  listGroups: { method: 'POST', path: '*/v3/camp-system/group-master-list' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT'; path: string }>;

export type DemoOperation = keyof typeof demoRoutes;

/**
 * MSW matches paths case-insensitively, so '*\/v3/clinic/filter' also catches '/v3/Clinic/filter'.
 * This case-sensitive pattern lets a handler check that the request really is its path.
 */
export const exactPathPattern = (mswPath: string): RegExp => {
  const rest = mswPath.replace(/^\*/, '');
  const source = rest
    .split(/:[A-Za-z]+/)
    .map((part) => part.replace(/[.+?^${}()|[\]\\*]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^(?:.*)${source}$`);
};
