/** Consumables, Consumable Details and Create Consumable (docs/orders.md, "Consumables"); one lazily loaded chunk. */
import '@/components/styles/kit.css';

export { ConsumableListScreen as ConsumablesScreen } from './consumable-list-screen';
export { ConsumableDetailsScreen, CreateConsumableScreen } from './consumable-screens';
