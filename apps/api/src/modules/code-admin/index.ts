export { codeAdminRoutes } from './routes';
