export { MobileRechargeContactsPage } from './MobileRechargeContactsPage';
export { MobileRechargeDetailsPage } from './MobileRechargeDetailsPage';
export { MobileRechargeHubPage } from './MobileRechargeHubPage';
export { MobileRechargePage } from './MobileRechargePage';
