/**
 * Running Low, Clinic Stock and Stock Ledger: one lazy chunk (docs/orders.md, "Stock, days of cover
 * and Running low").
 */
import '@/components/styles/kit.css';
import './stock.css';

export { ClinicStockScreen, RunningLowScreen } from './stock-lists';
export { StockLedgerScreen } from './stock-ledger-screen';
