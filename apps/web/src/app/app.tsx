import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { createFollowedRouter } from './follow-router';
import { AppProviders } from './providers';

type Props = {
  /** The whole app's router (main.tsx) or a light entry's; boot.tsx creates it once the start-up has settled. */
  createRouter: () => ReturnType<typeof createFollowedRouter>;
};

export function App({ createRouter }: Props) {
  // Not created at import: a session cut-off reloads before any route runs (boot.tsx).
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
