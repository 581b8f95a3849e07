/**
 * Notifications: the list, Create Notification and Notification Details, one lazy chunk
 * (docs/notifications.md).
 */
import '@/components/styles/kit.css';
import './notifications.css';

export { CreateNotificationScreen } from './notification-create-screen';
export { NotificationScreen } from './notification-details-screen';
export { NotificationsScreen } from './notification-list-screen';
