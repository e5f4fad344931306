export { BeneficiariesPage } from './BeneficiariesPage';
export { AddBeneficiaryPage } from './AddBeneficiaryPage';
