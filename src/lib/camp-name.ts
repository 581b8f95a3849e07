import { formatDisplayDate } from '@/lib/dates';

/**
 * A camp's display name (docs/requirements.md section 2.7): 'Camp_' + customer first name + '_' + location
 * name + '_' + start date. The start date is written as it is displayed, DD-MM-YYYY in UTC, so
 * the name in the list, on the details page and in the create/update payload always agree.
 */
export const deriveCampName = (customerFirstName: string, locationName: string, startDate: string): string =>
  `Camp_${customerFirstName}_${locationName}_${formatDisplayDate(startDate)}`;

/** The derived name of a form whose customer, location and start date are all chosen, else ''. */
export const deriveFormCampName = (
  customerFirstName: string | null | undefined,
  locationName: string | null | undefined,
  startDate: string,
): string =>
  customerFirstName && locationName && formatDisplayDate(startDate) !== ''
    ? deriveCampName(customerFirstName, locationName, startDate)
    : '';
