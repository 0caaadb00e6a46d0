export { goodsRoutes } from './routes';
