export { StatementPage } from './StatementPage';
