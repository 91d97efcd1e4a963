/** The demo password of README's demo logins (seeded by the api). */
export const DEMO_PASSWORD_FOR_E2E = 'Demo@12345';
export const DEMO_ADMIN = 'admin@demo.test';
