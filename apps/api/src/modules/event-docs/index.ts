export { eventDocsRoutes } from './routes';
