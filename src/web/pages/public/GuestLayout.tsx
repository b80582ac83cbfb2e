/**
 * Guest layout of the public pages (SPEC §2: sign-in, password-reset, register) with the tenant's
 * branding (SPEC §3): the form on one side with the logo, and the brand panel on the other with
 * login_fundo (or a gradient of cor_primaria), login_titulo and login_descricao.
 */
import type { ReactNode } from 'react';
import { useLocalizacao } from '../../navegacao/roteador.tsx';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha, darken, useTheme } from '@mui/material/styles';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Inventory2 from '@mui/icons-material/Inventory2';
import QueryStats from '@mui/icons-material/QueryStats';
import { useTenant } from '../../tenant/TenantContext.tsx';
import { LogoMarca } from '../../tenant/LogoMarca.tsx';
import { TITULO_LOGIN_PADRAO } from '../../tenant/tenant.ts';

// what the product does today (a feature not done is not advertised)
const DESTAQUES = [
  { icone: ReceiptLong, texto: 'Cadastros de clientes, produtos e fornecedores prontos para a NF-e' },
  { icone: Inventory2, texto: 'Várias empresas e usuários com permissões por perfil' },
  { icone: QueryStats, texto: 'Indicadores da sua empresa no painel' },
];

export function GuestLayout({ children }: { children: ReactNode }) {
  const { config } = useTenant();
  const tema = useTheme();
  const primaria = tema.palette.primary.main;
  const fundo = config.login_fundo
    ? {
        backgroundImage: `linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.35) 100%), url("${config.login_fundo}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : {
        backgroundImage: `radial-gradient(circle at 85% 15%, ${alpha('#fff', 0.12)} 0 18%, transparent 19%), radial-gradient(circle at 10% 90%, ${alpha('#fff', 0.08)} 0 24%, transparent 25%), linear-gradient(135deg, ${darken(primaria, 0.35)} 0%, ${primaria} 100%)`,
      };
  const ano = new Date().getFullYear();
  const largo = /\/register\/?$/.test(useLocalizacao().pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.paper' }}>
      <Box
        component="main"
        sx={{
          flex: { xs: 1, md: largo ? '0 0 62%' : '0 0 50%', lg: largo ? '0 0 56%' : '0 0 46%' },
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          px: { xs: 3, sm: 6, lg: 8 },
          py: 4,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 48 }}>
          <LogoMarca fundoEscuro={tema.palette.mode === 'dark'} altura={40} />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 4 }}>
          <Box sx={{ width: '100%', maxWidth: largo ? 640 : 440 }}>{children}</Box>
        </Box>
        <Box
          component="footer"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', color: 'text.secondary', fontSize: '0.8rem' }}
        >
          <span>
            © {ano} {config.nome_empresa}
          </span>
          {config.site && (
            <Link href={config.site} target="_blank" rel="noopener noreferrer" color="inherit">
              {config.site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Link>
          )}
        </Box>
      </Box>
      <Box
        component="aside"
        aria-label="Apresentação"
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          position: 'relative',
          overflow: 'hidden',
          color: '#fff',
          alignItems: 'center',
          justifyContent: 'center',
          p: { md: 6, lg: 10 },
          ...fundo,
        }}
      >
        <Box sx={{ maxWidth: 520, position: 'relative' }}>
          <Typography
            component="h2"
            sx={{ fontSize: { md: '2.1rem', lg: '2.6rem' }, fontWeight: 800, lineHeight: 1.15, mb: 2, textShadow: '0 2px 12px rgba(0,0,0,0.15)' }}
          >
            {config.login_titulo || TITULO_LOGIN_PADRAO}
          </Typography>
          {config.login_descricao && <Typography sx={{ fontSize: '1.05rem', opacity: 0.92, lineHeight: 1.6, mb: 3 }}>{config.login_descricao}</Typography>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {DESTAQUES.map(({ icone: Icone, texto }) => (
              <Box component="li" key={texto} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ width: 34, height: 34, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.18)' }}>
                  <Icone sx={{ fontSize: 19 }} />
                </Box>
                <Typography sx={{ fontWeight: 500 }}>{texto}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
