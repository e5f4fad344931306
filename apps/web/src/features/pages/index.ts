export { ExamplePage } from './ExamplePage';
export { ErrorPage } from './ErrorPage';
export { GuestLocateUsPage } from './GuestLocateUsPage';
export { HelpDeskPage } from './HelpDeskPage';
export { HomePage } from './HomePage';
export { LegalPage } from './LegalPage';
export { ServicePreparingPage } from './ServicePreparingPage';
