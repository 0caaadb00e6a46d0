import type { RouteObject } from 'react-router';
import { paths, ROUTE_NAME } from '../config/paths';
import LandingMainPage from '../features/landing/pages/landing-main-page';
import ServiceInfoPage from '../features/landing/pages/service-info-page';
import { LandingLayout } from './layouts/landing-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { RootShell } from './root-shell';
import { type RouteHandle, wholeAppRoute } from './route-parts';

/**
 * The server-rendered landing pages' own route table: the server renders these two screens and the
 * landing entry (entry-landing.tsx) hydrates them, without the back office's route table, layouts or guards in the
 * first load. Same shape as their branch of routes.tsx (root shell, landing layout, screen), but the screens are
 * imported directly: no lazy boundary, so the server renders them in one pass and the browser hydrates at once.
 */
export const landingRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <LandingLayout />,
        children: [
          { path: paths.introMain, element: <LandingMainPage /> },
          {
            path: paths.introService,
            element: <ServiceInfoPage />,
            handle: { name: ROUTE_NAME.landingServiceInfo } satisfies RouteHandle,
          },
        ],
      },
      // Any other page is the whole app's: the browser loads it (the router has already put its URL in the history).
      wholeAppRoute,
    ],
  },
];
