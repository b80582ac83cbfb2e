/**
 * The `/:url/*` route (SPEC §2 "Tenant handling on every navigation"): validates the segment,
 * reloads the white-label configuration when the segment differs from the stored tenant (or none is
 * cached), clears the menu on a new tenant, redirects invalid tenants to `/{stored tenant}/sign-in`,
 * applies the 36-character root rule, and then renders the tenant's routes with its branding:
 * `/{url}/` -> sign-in; sign-in, password-reset and register in the guest layout; everything else
 * in the lazily loaded authenticated area (react-admin). MUI's theme (TemaDaMarca) is loaded with the
 * routes that use MUI; the sign-in page draws without it.
 */
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Redirecionar, useLocalizacao } from '../navegacao/roteador.tsx';
import { TENANT_PADRAO } from '../session/chaves.ts';
import { limparMenu } from '../session/menuEstado.ts';
import { LimiteErro } from '../layout/LimiteErro.tsx';
import { Carregando } from '../layout/Carregando.tsx';
import { lazyChunk } from '../layout/chunk.ts';
import { GuestLayout } from '../pages/public/GuestLayout.tsx';
import { SignIn } from '../pages/public/SignIn.tsx';
import { TenantContext } from './TenantContext.tsx';
import { MarcaNoDocumento } from './MarcaNoDocumento.tsx';
import {
  WHITE_LABEL_PADRAO,
  carregarTenant,
  precisaCarregar,
  redirecionamentoRaiz,
  segmentoDaRota,
  tenantArmazenado,
  tenantAtual,
  tenantValido,
  whiteLabelEmCache,
  type WhiteLabel,
} from './tenant.ts';

/**
 * A lazily loaded screen inside MUI's theme (TemaDaMarca): the theme's chunk and the screen's load
 * in parallel, and only the routes drawn with MUI load them.
 */
function comTemaDaMarca(carregar: () => Promise<{ default: ComponentType }>) {
  return lazyChunk(async () => {
    const [{ TemaDaMarca }, { default: Tela }] = await Promise.all([import('./TemaDaMarca.tsx'), carregar()]);
    return {
      default: function TelaComTema() {
        return (
          <TemaDaMarca>
            <Tela />
          </TemaDaMarca>
        );
      },
    };
  });
}

const PasswordReset = comTemaDaMarca(() => import('../pages/public/PasswordReset.tsx'));
const Register = comTemaDaMarca(() => import('../pages/public/Register.tsx'));
/** The authenticated area: react-admin and the screens, in their own chunks (arquitetura §8). */
const AreaAutenticada = comTemaDaMarca(() => import('../layout/AdminApp.tsx'));

type Estado =
  | { seg: string; fase: 'carregando' }
  | { seg: string; fase: 'pronto'; config: WhiteLabel }
  | { seg: string; fase: 'falhou'; anterior: string | null };

function estadoInicial(seg: string): Estado {
  const cache = whiteLabelEmCache();
  if (tenantValido(seg) && !precisaCarregar(seg) && cache) return { seg, fase: 'pronto', config: cache };
  return { seg, fase: 'carregando' };
}

/**
 * Routes of one tenant, relative to `/{url}` (`sub`: the rest of the path, without the leading
 * slash; compared without case, as react-router did): '' -> sign-in; sign-in, password-reset and
 * register in the guest layout; login -> sign-in; anything else -> the authenticated area.
 */
export function RotasDoTenant({ url, sub, pathname }: { url: string; sub: string; pathname: string }) {
  const rota = sub.replace(/\/+$/, '').toLowerCase();
  const base = `/${encodeURIComponent(url)}`;
  if (rota === '' || rota === 'login') return <Redirecionar para={`${base}/sign-in`} />;
  if (rota === 'sign-in') {
    return (
      <GuestLayout>
        <SignIn />
      </GuestLayout>
    );
  }
  if (rota === 'password-reset' || rota === 'register') {
    const Pagina = rota === 'register' ? Register : PasswordReset;
    return (
      <GuestLayout>
        <Suspense fallback={<Carregando />}>
          <Pagina />
        </Suspense>
      </GuestLayout>
    );
  }
  return (
    <LimiteErro chave={pathname}>
      <Suspense fallback={<Carregando />}>
        <AreaAutenticada />
      </Suspense>
    </LimiteErro>
  );
}

/** First path segment (decoded) and the rest, e.g. '/erp/clientes/consultar' -> ['erp', 'clientes/consultar']. */
function partesDoCaminho(pathname: string): [string | undefined, string] {
  const partes = pathname.split('/');
  let seg: string | undefined;
  try {
    seg = partes[1] ? decodeURIComponent(partes[1]) : undefined;
  } catch {
    seg = partes[1];
  }
  return [seg, partes.slice(2).join('/')];
}

export function TenantGate() {
  const { pathname } = useLocalizacao();
  const [param, sub] = partesDoCaminho(pathname);
  const seg = segmentoDaRota(param, pathname) ?? '';
  const [estado, setEstado] = useState<Estado>(() => estadoInicial(seg));
  const raiz = redirecionamentoRaiz(pathname);
  const redirecionarRaiz = raiz !== null && pathname.split('/').filter(Boolean).length === 2;

  useEffect(() => {
    if (!tenantValido(seg) || redirecionarRaiz) return;
    const cache = whiteLabelEmCache();
    if (!precisaCarregar(seg) && cache) {
      setEstado((e) => (e.seg === seg && e.fase === 'pronto' ? e : { seg, fase: 'pronto', config: cache }));
      return;
    }
    let vivo = true;
    const anterior = tenantArmazenado();
    setEstado({ seg, fase: 'carregando' });
    void carregarTenant(seg).then((r) => {
      if (!vivo) return;
      if (r.ok) {
        limparMenu();
        setEstado({ seg, fase: 'pronto', config: r.config });
      } else {
        setEstado({ seg, fase: 'falhou', anterior: anterior !== seg ? anterior : null });
      }
    });
    return () => {
      vivo = false;
    };
  }, [seg, redirecionarRaiz]);

  useEffect(() => {
    if (estado.fase !== 'carregando') document.body.classList.remove('page-loading');
  }, [estado.fase]);

  if (redirecionarRaiz) return <Redirecionar para={raiz} />;
  if (!tenantValido(seg)) return <Redirecionar para={`/${encodeURIComponent(tenantAtual())}/sign-in`} />;
  if (estado.seg !== seg || estado.fase === 'carregando') return <Carregando />;

  let config: WhiteLabel;
  if (estado.fase === 'falhou') {
    // "treated as empty": back to the tenant used before, else the built-in default; the default
    // itself (server unreachable or not configured) is shown with the built-in branding.
    const destino = estado.anterior ?? TENANT_PADRAO;
    if (destino !== seg) return <Redirecionar para={`/${encodeURIComponent(destino)}/sign-in`} />;
    config = { ...WHITE_LABEL_PADRAO, url: seg };
  } else {
    config = estado.config;
  }

  return (
    <TenantContext.Provider value={{ url: seg, config }}>
      <MarcaNoDocumento />
      <RotasDoTenant url={seg} sub={sub} pathname={pathname} />
    </TenantContext.Provider>
  );
}
