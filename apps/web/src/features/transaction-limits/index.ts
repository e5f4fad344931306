export { TransactionLimitsPage } from './TransactionLimitsPage';
