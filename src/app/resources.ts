import { apiKeysResource } from '@/features/api-keys/resource';
import { campsResource } from '@/features/camps/resource';
import { clinicsResource } from '@/features/clinics/resource';
import { consultationsResource } from '@/features/consultations/resource';
import { consumablesResource } from '@/features/consumables/resource';
import { stockResource } from '@/features/stock/resource';
import { customerAssignmentsResource } from '@/features/customer-assignments/resource';
import { customersResource } from '@/features/customers/resource';
import { discussionsResource } from '@/features/discussions/resource';
import { doctorBoardResource } from '@/features/doctor-board/resource';
import { doctorsResource } from '@/features/doctors/resource';
import { exportResource } from '@/features/export/resource';
import { homeResource } from '@/features/home/resource';
import { kioskRolloutsResource } from '@/features/kiosk-rollouts/resource';
import { kiosksResource } from '@/features/kiosks/resource';
import { masterDataResource } from '@/features/master-data/resource';
import { monitorResource } from '@/features/monitor/resource';
import { ordersResource } from '@/features/orders/resource';
import { notificationsResource } from '@/features/notifications/resource';
import { patientUploadResource } from '@/features/patient-upload/resource';
import { patientsResource } from '@/features/patients/resource';
import { settingsResource } from '@/features/settings/resource';
import { summaryResource } from '@/features/summary/resource';
import { supportResource } from '@/features/support/resource';
import { telemedicineResource } from '@/features/telemedicine/resource';
import { usersResource } from '@/features/users/resource';
import { integrationsResource } from '@/features/integrations/resource';

import { register, type RegisteredResource, type RegisteredRoute } from './registry';

/**
 * Every resource of the app, one line each: its declaration (`src/features/<feature>/resource.ts`)
 * and its lazily loaded chunk. The route tables, the preloads, the route test and the accessibility
 * tour derive from this list (docs/adding-a-screen.md).
 */
export const RESOURCES: readonly RegisteredResource[] = [
  register(homeResource, () => import('@/features/home')),
  register(summaryResource, () => import('@/features/summary')),
  register(telemedicineResource, () => import('@/features/telemedicine')),
  register(customersResource, () => import('@/features/customers')),
  register(customerAssignmentsResource, () => import('@/features/customer-assignments')),
  register(campsResource, () => import('@/features/camps')),
  register(doctorsResource, () => import('@/features/doctors')),
  register(patientsResource, () => import('@/features/patients')),
  register(patientUploadResource, () => import('@/features/patient-upload')),
  register(clinicsResource, () => import('@/features/clinics')),
  register(masterDataResource, () => import('@/features/master-data')),
  register(monitorResource, () => import('@/features/monitor')),
  register(exportResource, () => import('@/features/export')),
  register(consultationsResource, () => import('@/features/consultations')),
  register(kiosksResource, () => import('@/features/kiosks')),
  register(kioskRolloutsResource, () => import('@/features/kiosk-rollouts')),
  register(ordersResource, () => import('@/features/orders')),
  register(consumablesResource, () => import('@/features/consumables')),
  register(stockResource, () => import('@/features/stock')),
  register(supportResource, () => import('@/features/support')),
  register(discussionsResource, () => import('@/features/discussions')),
  register(doctorBoardResource, () => import('@/features/doctor-board')),
  register(notificationsResource, () => import('@/features/notifications')),
  register(apiKeysResource, () => import('@/features/api-keys')),
  register(settingsResource, () => import('@/features/settings')),
  register(usersResource, () => import('@/features/users')),
  register(integrationsResource, () => import('@/features/integrations')),
];

export const RESOURCE_ROUTES: readonly RegisteredRoute[] = RESOURCES.flatMap((resource) => resource.routes);
