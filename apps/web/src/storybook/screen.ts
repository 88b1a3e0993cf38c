import type { UserType } from '@urembo/api-client';
import { session, type Handlers } from './handlers.ts';
import { withPage, type PageParameters } from './page.tsx';

/** Where a screen story opens: a signed-in area as its role, or the public or setup frame as anyone. */
export type ScreenPage = { path: string; url?: string } & (
  { area: UserType } | { shell: 'public' | 'setup'; as: UserType | null }
);

/**
 * What every screen story's meta holds besides its title and component: the whole-screen decorator,
 * the route and frame it opens in, the session (`area` or `as`) and the story file's API answers.
 */
export function screenMeta(page: ScreenPage, handlers: Handlers = {}) {
  const signedInAs = 'area' in page ? page.area : page.as;
  const parameters: PageParameters = {
    path: page.path,
    ...(page.url ? { url: page.url } : {}),
    shell: 'area' in page ? { area: [page.area] } : page.shell,
  };
  return {
    decorators: [withPage],
    parameters: {
      layout: 'fullscreen',
      page: parameters,
      msw: { handlers: { ...session(signedInAs), ...handlers } },
    },
  };
}
