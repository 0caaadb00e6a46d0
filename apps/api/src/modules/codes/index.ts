/** Code lists and categories: the public lists, the category tree goods use, and a code's name for form checks. */
export { categoryTree } from './list-codes';
export { codeName } from './repository';
export { codeRoutes } from './routes';
