/** The notification publisher's credential the test server is configured with (playwright.config.ts). */
export const NOTIFICATION_SERVICE_TOKEN = 'e2e-notification-service-token-0123456789abcdef';
