/**
 * Guest layout of the public pages (SPEC §2: sign-in, password-reset, register) with the tenant's
 * branding (SPEC §3): the form on one side with the logo, and the brand panel on the other with
 * login_fundo (or a gradient of cor_primaria), login_titulo and login_descricao.
 *
 * Plain elements styled by the static sheet `convidado.css` (no Emotion at start-up). The colours are the app palette's (layout/paleta.ts: brand colour, dark mode), the same
 * the MUI theme uses, handed to the sheet as CSS custom properties on the root element, so the
 * pages inside (MUI or not) match.
 */
import type { CSSProperties, ReactNode } from 'react';
import { alpha, darken } from '@mui/system/colorManipulator';
import { variaveisCss } from '../../layout/paleta.ts';
import { usePaleta } from '../../tenant/usePaleta.ts';
import { useLocalizacao } from '../../navegacao/roteador.tsx';
import { useTenant } from '../../tenant/TenantContext.tsx';
import { LogoMarca } from '../../tenant/LogoMarca.tsx';
import { TITULO_LOGIN_PADRAO } from '../../tenant/tenant.ts';
import './convidado.css';

/** Material icons (Apache 2.0) as path data: `ReceiptLong`, `Inventory2`, `QueryStats`. */
const ICONES = {
  nota: 'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM19 19c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11zM9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z',
  caixa:
    'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2m-5 12H9v-2h6zm5-7H4V4h16z',
  grafico:
    'M19.88 18.47c.44-.7.7-1.51.7-2.39 0-2.49-2.01-4.5-4.5-4.5s-4.5 2.01-4.5 4.5 2.01 4.5 4.49 4.5c.88 0 1.7-.26 2.39-.7L21.58 23 23 21.58zm-3.8.11c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5m-.36-8.5c-.74.02-1.45.18-2.1.45l-.55-.83-3.8 6.18-3.01-3.52-3.63 5.81L1 17l5-8 3 3.5L13 6zm2.59.5c-.64-.28-1.33-.45-2.05-.49L21.38 2 23 3.18z',
};

// what the product does today (a feature not done is not advertised)
const DESTAQUES = [
  { icone: ICONES.nota, texto: 'Cadastros de clientes, produtos e fornecedores prontos para a NF-e' },
  { icone: ICONES.caixa, texto: 'Várias empresas e usuários com permissões por perfil' },
  { icone: ICONES.grafico, texto: 'Indicadores da sua empresa no painel' },
];

export function GuestLayout({ children }: { children: ReactNode }) {
  const { config } = useTenant();
  const paleta = usePaleta();
  const primaria = paleta.primaria;
  const fundo: CSSProperties = config.login_fundo
    ? { backgroundImage: `linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.35) 100%), url("${config.login_fundo}")` }
    : {
        backgroundImage: `radial-gradient(circle at 85% 15%, ${alpha('#fff', 0.12)} 0 18%, transparent 19%), radial-gradient(circle at 10% 90%, ${alpha('#fff', 0.08)} 0 24%, transparent 25%), linear-gradient(135deg, ${darken(primaria, 0.35)} 0%, ${primaria} 100%)`,
      };
  const ano = new Date().getFullYear();
  const largo = /\/register\/?$/.test(useLocalizacao().pathname);

  return (
    <div className={largo ? 'convidado largo' : 'convidado'} style={variaveisCss(paleta) as CSSProperties}>
      <main className="convidado-principal">
        <div className="convidado-logo">
          <LogoMarca fundoEscuro={paleta.modo === 'dark'} altura={40} />
        </div>
        <div className="convidado-centro">
          <div className="convidado-conteudo">{children}</div>
        </div>
        <footer className="convidado-rodape">
          <span>
            © {ano} {config.nome_empresa}
          </span>
          {config.site && (
            <a href={config.site} target="_blank" rel="noopener noreferrer">
              {config.site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          )}
        </footer>
      </main>
      <aside className="convidado-marca" aria-label="Apresentação" style={fundo}>
        <div className="convidado-marca-texto">
          <h2>{config.login_titulo || TITULO_LOGIN_PADRAO}</h2>
          {config.login_descricao && <p>{config.login_descricao}</p>}
          <ul>
            {DESTAQUES.map(({ icone, texto }) => (
              <li key={texto}>
                <span>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={icone} />
                  </svg>
                </span>
                {texto}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
