import { http, HttpResponse, type JsonBodyType } from 'msw';

import type {
  AssignClinicRequest,
  Camp,
  CampClinicAssignment,
  CampFilterRequest,
  CampPage,
  CampWriteRequest,
  ClinicPage,
  Customer,
  Group,
  LocationFilterRequest,
  MessageResult,
  Named,
} from '@/generated/model';

import { meera, ravi } from './fixtures';

/** Requests a handler saw, in order, as parsed JSON bodies. */
export type Seen<T> = T[];

type Reply<Req, Res> = (body: Req) => Res | Response | Promise<Res | Response>;

const json = (data: JsonBodyType) => HttpResponse.json({ data } as JsonBodyType);
const answer = async <Req, Res extends JsonBodyType>(reply: Reply<Req, Res>, body: Req) => {
  const result = await reply(body);
  return result instanceof Response ? result : json(result);
};

/** A failed call: the HTTP status and the server's `{ error, message }` body. */
export const failure = (status: number, message: string) =>
  HttpResponse.json({ error: true, message }, { status });

export const ok = (message = 'OK'): MessageResult => ({ error: false, message });
export const refused = (message: string): MessageResult => ({ error: true, message });

const post = <Req, Res extends JsonBodyType>(path: string, reply: Reply<Req, Res>, seen?: Seen<Req>) =>
  http.post(`*${path}`, async ({ request }) => {
    const body = (await request.json()) as Req;
    seen?.push(body);
    return answer(reply, body);
  });

export const campsHandler = (reply: Reply<CampFilterRequest, CampPage>, seen?: Seen<CampFilterRequest>) =>
  post('/v3/camp-system/filter', reply, seen);

export const createCampHandler = (
  reply: Reply<CampWriteRequest, MessageResult>,
  seen?: Seen<CampWriteRequest>,
) => post('/v3/camp-system/', reply, seen);

export const getCampHandler = (reply: (id: number) => Camp | Response) =>
  http.get('*/v3/camp-system/:id', ({ params }) => {
    const result = reply(Number(params.id));
    return result instanceof Response ? result : json(result);
  });

export const updateCampHandler = (
  reply: Reply<CampWriteRequest, MessageResult>,
  seen?: Seen<{ id: number; body: CampWriteRequest }>,
) =>
  http.put('*/v3/camp-system/:id', async ({ params, request }) => {
    const body = (await request.json()) as CampWriteRequest;
    seen?.push({ id: Number(params.id), body });
    return answer(reply, body);
  });

export const assignedHandler = (
  reply: Reply<{ camp_id: number; status: boolean }, CampClinicAssignment[]>,
  seen?: Seen<{ camp_id: number; status: boolean }>,
) => post('/v3/camp-system/assigned-clinic-list', reply, seen);

export const locationClinicsHandler = (
  reply: Reply<{ location_id: number }, ClinicPage>,
  seen?: Seen<{ location_id: number }>,
) => post('/v3/camp-system/clinic-list-camp', reply, seen);

export const assignHandler = (
  reply: Reply<AssignClinicRequest, MessageResult>,
  seen?: Seen<AssignClinicRequest>,
) => post('/v3/camp-system/assign-clinic-to-camp', reply, seen);

export const unassignHandler = (
  reply: Reply<{ status: boolean }, MessageResult>,
  seen?: Seen<{ id: number; body: { status: boolean } }>,
) =>
  http.put('*/v3/camp-system/unassign-clinic-to-camp/:id', async ({ params, request }) => {
    const body = (await request.json()) as { status: boolean };
    seen?.push({ id: Number(params.id), body });
    return answer(reply, body);
  });

export const groupsHandler = (reply: Reply<unknown, Group[]>, seen?: Seen<unknown>) =>
  post('/v3/camp-system/group-master-list', reply, seen);

/** Pages of `all` by offset/limit, the way a real location filter answers. */
export const locationsHandler = (all: readonly Named[], seen?: Seen<LocationFilterRequest>) =>
  post<LocationFilterRequest, Named[]>(
    '/v3/location/filter',
    (body) => all.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? all.length)),
    seen,
  );

export const customersHandler = (list: readonly Customer[] = [meera, ravi], seen?: Seen<unknown>) =>
  post('/v3/customer/filter', () => [...list], seen);
