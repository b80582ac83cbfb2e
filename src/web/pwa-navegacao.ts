/**
 * Navigations the service worker must leave to the network (vite.config.ts passes them to Workbox as
 * `navigateFallbackDenylist`): pages the server renders itself, which the app shell must never
 * replace. Without this, after the first visit the worker answered `/{url}/market` with the shell
 * and the public market became the sign-in page.
 *
 * Workbox tests each pattern against `pathname + search` of a navigation request. Paths are
 * case-insensitive like the server's router (`caseSensitive: false`, src/server/app.ts).
 * Kept in step with the server by tests/api/pwa-navegacao.test.ts, which lists every GET route of
 * the server and checks that all but the SPA fallback (`/:url`, `/:url/*`) and the root redirect
 * match one of these.
 */

/** First path segments owned by the API and the server (src/server/modules/web/static.ts SEGMENTOS_RESERVADOS). */
const SEGMENTOS_DO_SERVIDOR = ['v1', 'odata', 'docs', 'health', 'hub', 'assets', 'sw\\.js', 'manifest\\.webmanifest'];

/**
 * Tenant paths the server answers itself (`/{url}/...`): the public market (SPEC §2
 * `/{url}/market`, `/{url}/market/produto/{loja}/{id}`, modules/market/routes.ts) and the tenant's web
 * manifest and icons (modules/web/manifesto.ts).
 */
const CAMINHOS_DO_TENANT = ['market', 'manifest\\.webmanifest', 'icone-\\d+\\.png'];

/** Patterns of the navigations the worker must not answer with the app shell. */
export const NAVEGACOES_DO_SERVIDOR: readonly RegExp[] = [
  new RegExp(`^/(${SEGMENTOS_DO_SERVIDOR.join('|')})(/|\\?|$)`, 'i'),
  new RegExp(`^/[^/?]+/(${CAMINHOS_DO_TENANT.join('|')})(/|\\?|$)`, 'i'),
];

/** Whether a navigation to `caminho` (pathname plus search) belongs to the server, not to the app shell. */
export function navegacaoDoServidor(caminho: string): boolean {
  return NAVEGACOES_DO_SERVIDOR.some((re) => re.test(caminho));
}
