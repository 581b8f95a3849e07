/**
 * Kiosk Orders and Consumable Orders: the lists, Order Details and New order, one lazy chunk for both
 * kinds (docs/orders.md, "The order screens").
 */
import '@/components/styles/kit.css';
import './orders.css';

export { CreateConsumableOrderScreen, CreateKioskOrderScreen } from './order-create-screen';
export { ConsumableOrderScreen, KioskOrderScreen } from './order-details-screen';
export { ConsumableOrdersScreen, KioskOrdersScreen } from './order-list-screen';
