import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from './lib/api.ts';
import { routes } from './routes.tsx';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;

/** Resolves once the first route's lazy code has loaded. */
const ready = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });

// A prerendered page stays on screen until its route's code is here, then React takes over with the
// same markup: no blank flash and no layout shift on slow lines.
if (container.hasChildNodes()) await ready();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
