import { createAppRouter } from './app/router';
import { boot } from './boot';

boot(createAppRouter);
