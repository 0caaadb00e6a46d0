export { type DemoDataOptions, seedDemoData } from './demo-data';
export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins';
export { seedReferenceData } from './reference-data';
