// First: it sets how zod's schemas parse before any module builds one.
import './lib/zod-config';
import { createAppRouter } from './app/router';
import './styles/fonts.css';
import { boot } from './boot';
import { startServerRendered } from './landing-start';

// Without the landing entry's build, /intro/* is this app; with it, a landing page never links this entry, and
// startServerRendered finds nothing to hydrate.
boot(createAppRouter, startServerRendered);
