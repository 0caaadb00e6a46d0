export { groupRoutes } from './routes';
