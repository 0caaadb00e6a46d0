export { solutionRoutes } from './routes';
