export { BeneficiariesPage } from './BeneficiariesPage';
