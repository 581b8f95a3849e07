/** Where the notification screens live (src/features/notifications/resource.ts). */
export const LIST_PATH = '/dashboard/config/notification';
export const CREATE_PATH = '/dashboard/config/notification/create';
export const detailsPath = (id: number): string => `/dashboard/config/notification/view/${id}`;
