import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  assignClinicCall,
  assignedClinicsCall,
  campsCall,
  createCampCall,
  END_BEFORE_START,
  getCampCall,
  groupsCall,
  locationClinicsCall,
  locationPageCall,
  unassignClinicCall,
  updateCampCall,
  VALID_END,
} from '../support/calls';
import { pinInteraction, resolvesToData } from '../support/interaction';
import {
  assignmentShape,
  campShape,
  clinicPageShape,
  groupShape,
  namedShape,
  outcomeShape,
} from '../support/matchers';
import { states } from '../support/states';

const { eachLike, integer } = MatchersV3;

const REFUSAL = 'End date must be after start date';

/** The camp screens' calls (docs/requirements.md section 7), with the refusals the spec defines for create and update. */
export const defineCampCallPacts = (pact: PactV4): void => {
  it('filterCamps: one page of active camps with the total count', async () => {
    const response = { data: { records: eachLike(campShape), total_count: integer(1) } };
    await pinInteraction(pact, {
      description: 'a request for the first page of active camps',
      given: [states.campExists],
      call: campsCall,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('filterLocations: the first page of active locations for the camp forms', async () => {
    const response = { data: eachLike(namedShape) };
    await pinInteraction(pact, {
      description: 'a request for the first page of 10 active locations (camp forms)',
      given: [states.clinicAtLocation],
      call: locationPageCall,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('createCamp: a valid camp is saved', async () => {
    const response = outcomeShape(false, 'Camp Created Successfully');
    await pinInteraction(pact, {
      description: 'a request to create a valid camp',
      given: [states.clinicAtLocation],
      call: createCampCall(VALID_END),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('createCamp: a refused camp answers the error flag with a message', async () => {
    await pinInteraction(pact, {
      description: 'a request to create a camp that ends before it starts',
      given: [states.clinicAtLocation],
      call: createCampCall(END_BEFORE_START),
      status: 200,
      response: outcomeShape(true, REFUSAL),
      check: async (outcome) => {
        await expect(outcome).resolves.toEqual({ error: true, message: REFUSAL });
      },
    });
  });

  it('getCamp: a camp with its customer and location', async () => {
    const response = { data: campShape };
    await pinInteraction(pact, {
      description: 'a request for camp 1',
      given: [states.campExists],
      call: getCampCall,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('updateCamp: a valid change is saved', async () => {
    const response = outcomeShape(false, 'Updated successfully');
    await pinInteraction(pact, {
      description: 'a request to update camp 1',
      given: [states.campExists],
      call: updateCampCall(VALID_END),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('updateCamp: a refused change answers the error flag with a message', async () => {
    await pinInteraction(pact, {
      description: 'a request to update camp 1 to end before it starts',
      given: [states.campExists],
      call: updateCampCall(END_BEFORE_START),
      status: 200,
      response: outcomeShape(true, REFUSAL),
      check: async (outcome) => {
        await expect(outcome).resolves.toEqual({ error: true, message: REFUSAL });
      },
    });
  });

  const lists = [
    [
      'listAssignedClinics',
      'the clinics assigned to camp 1',
      states.campHasAssignment,
      assignedClinicsCall,
      eachLike(assignmentShape),
    ],
    [
      'listLocationClinics',
      'the clinics of location 5',
      states.clinicAtLocation,
      locationClinicsCall,
      clinicPageShape,
    ],
    ['listGroups', 'the clinic groups', states.groupExists, groupsCall, eachLike(groupShape)],
  ] as const;

  it.each(lists)('%s: %s', async (_operation, what, state, call, data) => {
    const response = { data };
    await pinInteraction<unknown>(pact, {
      description: `a request for ${what}`,
      given: [state],
      call,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('assignClinicToCamp: a clinic is assigned with a group', async () => {
    const response = outcomeShape(false, 'Assigned Successfully');
    await pinInteraction(pact, {
      description: 'a request to assign clinic 101 to camp 1 with group 1',
      given: [states.clinicUnassigned, states.groupExists],
      call: assignClinicCall,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('unassignClinicFromCamp: an assignment is removed by status false', async () => {
    const response = outcomeShape(false, 'Removed Successfully');
    await pinInteraction(pact, {
      description: 'a request to remove an assignment of camp 1',
      given: [states.campHasAssignment],
      call: unassignClinicCall,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });
};
