import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { createFollowedRouter } from './follow-router';
import { AppProviders } from './providers';

type Props = {
  /** The whole app's router (main.tsx) or the landing entry's (entry-landing.tsx). */
  createRouter: () => ReturnType<typeof createFollowedRouter>;
};

export function App({ createRouter }: Props) {
  // Created on first render, not at import: a session cut-off reloads before any route runs (boot.tsx).
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
