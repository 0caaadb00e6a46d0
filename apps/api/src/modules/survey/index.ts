export { surveyRoutes } from './routes';
