/**
 * Kiosk Inventory, Kiosk Details and Clinic Inventory: one lazy chunk (docs/home-and-monitor.md,
 * "Kiosk Inventory").
 */
import '@/components/styles/kit.css';
import './kiosks.css';

export { ClinicInventoryScreen } from './clinic-inventory-screen';
export { KioskDetailsScreen } from './kiosk-details-screen';
export { KioskListScreen } from './kiosk-list-screen';
