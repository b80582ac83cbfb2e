/**
 * The tenant's logo for a light or dark background (SPEC §3 logo / logo_white): on dark, a distinct
 * logo_white is used; without one, the brand initial and name are shown (a dark logo would vanish).
 * Plain elements with inline styles (it is on the first screen).
 */
import { useTenant } from './TenantContext.tsx';
import { usePaleta } from './usePaleta.ts';
import { logoParaFundoEscuro } from './tenant.ts';

export function LogoMarca({ fundoEscuro, compacto = false, altura = 30 }: { fundoEscuro: boolean; compacto?: boolean; altura?: number }) {
  const { config } = useTenant();
  const paleta = usePaleta();
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
          background: paleta.primaria,
          color: paleta.contraste,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: altura * 0.55,
          fontFamily: paleta.fonte,
        }}
      >
        {(nome.trim()[0] ?? 'E').toUpperCase()}
      </span>
      {!compacto && (
        <span
          style={{
            fontWeight: 700,
            fontSize: altura * 0.55,
            color: fundoEscuro ? '#fff' : paleta.texto,
            letterSpacing: 0.2,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            fontFamily: paleta.fonte,
          }}
        >
          {nome}
        </span>
      )}
    </div>
  );
}
