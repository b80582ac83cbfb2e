/**
 * The tenant's logo for a light or dark background (SPEC §3 logo / logo_white): on dark, a distinct
 * logo_white is used; without one, the brand initial and name are shown (a dark logo would vanish).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTenant } from './TenantContext.tsx';
import { logoParaFundoEscuro } from './tenant.ts';

export function LogoMarca({ fundoEscuro, compacto = false, altura = 30 }: { fundoEscuro: boolean; compacto?: boolean; altura?: number }) {
  const { config } = useTenant();
  const nome = config.nome_empresa ?? '';
  const escuro = logoParaFundoEscuro(config);
  const src = fundoEscuro ? (escuro.inverter ? null : escuro.src) : config.logo;
  if (!compacto && src) {
    return <Box component="img" src={src} alt={nome} sx={{ height: altura, maxWidth: 220, objectFit: 'contain', display: 'block' }} />;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: altura + 4,
          height: altura + 4,
          flex: '0 0 auto',
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: altura * 0.55,
        }}
      >
        {(nome.trim()[0] ?? 'E').toUpperCase()}
      </Box>
      {!compacto && (
        <Typography noWrap component="span" sx={{ fontWeight: 700, fontSize: altura * 0.55, color: fundoEscuro ? '#fff' : 'text.primary', letterSpacing: 0.2 }}>
          {nome}
        </Typography>
      )}
    </Box>
  );
}
