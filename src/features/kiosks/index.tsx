/** Kiosk Inventory and Kiosk Details: one lazy chunk (docs/home-and-monitor.md, "Kiosk Inventory"). */
import '@/components/styles/kit.css';

export { KioskDetailsScreen } from './kiosk-details-screen';
export { KioskListScreen } from './kiosk-list-screen';
