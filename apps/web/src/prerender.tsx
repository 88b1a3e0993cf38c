// Built for Node by scripts/prerender.mjs: renders public pages to HTML at build time, so a phone on a
// slow line paints real content before any JavaScript arrives.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retries or network at build time: queries stay pending and pages show their defaults.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
