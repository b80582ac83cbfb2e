/**
 * The tenant's logo for a light or dark background (SPEC §3 logo / logo_white): on dark, a distinct
 * logo_white is used; without one, the brand initial and name are shown (a dark logo would vanish).
 * Plain elements with inline styles (it is on the first screen; issue 18, item 7).
 */
import { useTheme } from '@mui/material/styles';
import { useTenant } from './TenantContext.tsx';
import { logoParaFundoEscuro } from './tenant.ts';

export function LogoMarca({ fundoEscuro, compacto = false, altura = 30 }: { fundoEscuro: boolean; compacto?: boolean; altura?: number }) {
  const { config } = useTenant();
  const tema = useTheme();
  const nome = config.nome_empresa ?? '';
  const escuro = logoParaFundoEscuro(config);
  const src = fundoEscuro ? (escuro.inverter ? null : escuro.src) : config.logo;
  if (!compacto && src) {
    return <img src={src} alt={nome} style={{ height: altura, maxWidth: 220, objectFit: 'contain', display: 'block' }} />;
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <span
        aria-hidden
        style={{
          width: altura + 4,
          height: altura + 4,
          flex: '0 0 auto',
          borderRadius: 8,
          background: tema.palette.primary.main,
          color: tema.palette.primary.contrastText,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: altura * 0.55,
          fontFamily: tema.typography.fontFamily,
        }}
      >
        {(nome.trim()[0] ?? 'E').toUpperCase()}
      </span>
      {!compacto && (
        <span
          style={{
            fontWeight: 700,
            fontSize: altura * 0.55,
            color: fundoEscuro ? '#fff' : tema.palette.text.primary,
            letterSpacing: 0.2,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            fontFamily: tema.typography.fontFamily,
          }}
        >
          {nome}
        </span>
      )}
    </div>
  );
}
