export { cartRoutes } from './routes';
