/**
 * Layout of the authenticated area (arquitetura §8, SPEC §2 "Layout defaults"): dark sidebar with the
 * tenant's logo and the menu (minimizable; a drawer on small screens), header with the company,
 * language, theme toggle and user menu, toolbar with the page title and breadcrumb, fluid content,
 * footer and the scroll-to-top button. What is shown follows the saved layout configuration.
 */
import { AvisoBloqueioLicenca } from '../pages/licencas/AvisoBloqueio.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LoadingIndicator } from 'react-admin';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { MenuLateral } from '../menu/Menu.tsx';
import { rotaDoCaminho } from '../menu/menu.ts';
import { useSessao } from '../session/useSessao.ts';
import { useTenant } from '../tenant/TenantContext.tsx';
import { caminhoDoTenant, caminhoRelativo } from '../tenant/caminho.ts';
import { LogoMarca } from '../tenant/LogoMarca.tsx';
import { BotaoTema } from './BotaoTema.tsx';
import { BotaoTopo } from './BotaoTopo.tsx';
import { LimiteErro } from './LimiteErro.tsx';
import { MenuIdioma } from './MenuIdioma.tsx';
import { MenuUsuario } from './MenuUsuario.tsx';
import { salvarConfigLayout, useConfigLayout } from './preferencias.ts';
import { ALTURA_HEADER, SIDEBAR } from './tema.ts';
import { AjudaContextual } from './AjudaContextual.tsx';
import { BotaoTarefas } from './tarefas/GavetaTarefas.tsx';
import { BotaoAssistente } from './assistente/GavetaAssistente.tsx';

function Marca({ minimizado }: { minimizado: boolean }) {
  const { url, config } = useTenant();
  return (
    <Box
      component={RouterLink}
      to={caminhoDoTenant(url, 'dashboard')}
      aria-label={config.nome_empresa || 'Início'}
      sx={{ display: 'flex', alignItems: 'center', minWidth: 0, textDecoration: 'none' }}
    >
      <LogoMarca fundoEscuro compacto={minimizado} />
    </Box>
  );
}

function BarraLateral({
  minimizado,
  movel,
  aberto,
  aoFechar,
  aoAlternar,
}: {
  minimizado: boolean;
  movel: boolean;
  aberto: boolean;
  aoFechar: () => void;
  aoAlternar: () => void;
}) {
  const translate = useTranslate();
  const largura = minimizado ? SIDEBAR.larguraMinimizada : SIDEBAR.largura;
  const conteudo = (
    <Box
      sx={{
        width: movel ? SIDEBAR.largura : largura,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: SIDEBAR.fundo,
        color: SIDEBAR.texto,
        transition: 'width .2s',
      }}
    >
      <Box
        sx={{
          height: ALTURA_HEADER,
          flex: '0 0 auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: minimizado && !movel ? 'center' : 'space-between',
          px: minimizado && !movel ? 0 : 2.5,
          bgcolor: SIDEBAR.fundoLogo,
          borderBottom: '1px dashed rgba(255,255,255,0.06)',
        }}
      >
        <Marca minimizado={minimizado && !movel} />
        {!movel && !minimizado && (
          <Tooltip title={translate('app.layout.recolherMenu')}>
            <IconButton
              size="small"
              aria-label={translate('app.layout.recolherMenu')}
              onClick={aoAlternar}
              sx={{ color: SIDEBAR.icone, '&:hover': { color: '#fff', bgcolor: SIDEBAR.hoverFundo } }}
            >
              <KeyboardDoubleArrowLeft fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin', scrollbarColor: `${SIDEBAR.hoverFundo} transparent` }}>
        <MenuLateral minimizado={minimizado && !movel} aoNavegar={movel ? aoFechar : undefined} />
      </Box>
      {!movel && minimizado && (
        <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'center' }}>
          <Tooltip title={translate('app.layout.expandirMenu')} placement="right">
            <IconButton
              size="small"
              aria-label={translate('app.layout.expandirMenu')}
              onClick={aoAlternar}
              sx={{ color: SIDEBAR.icone, '&:hover': { color: '#fff', bgcolor: SIDEBAR.hoverFundo } }}
            >
              <KeyboardDoubleArrowRight fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
  if (movel) {
    return (
      <Drawer open={aberto} onClose={aoFechar} slotProps={{ paper: { sx: { bgcolor: SIDEBAR.fundo, border: 0 } } }}>
        {conteudo}
      </Drawer>
    );
  }
  return (
    <Box component="aside" sx={{ width: largura, flex: '0 0 auto', position: 'sticky', top: 0, height: '100vh', zIndex: 1100, transition: 'width .2s' }}>
      {conteudo}
    </Box>
  );
}

function Cabecalho({ movel, aoAbrirMenu }: { movel: boolean; aoAbrirMenu: () => void }) {
  const translate = useTranslate();
  const sessao = useSessao();
  const emitente = sessao?.User?.Emitente;
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1090,
        height: ALTURA_HEADER,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, md: 3 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {movel && (
        <IconButton aria-label={translate('app.layout.menu')} onClick={aoAbrirMenu} edge="start">
          <MenuIcon />
        </IconButton>
      )}
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.25, minWidth: 0 }}>
        <Box sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}>
          <StorefrontOutlined fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 700, fontSize: '0.9rem', lineHeight: 1.3 }}>
            {emitente?.nome ?? sessao?.User?.TipoUsuario?.tipo ?? ''}
          </Typography>
          <Typography noWrap sx={{ fontSize: '0.75rem', color: 'text.secondary', lineHeight: 1.3 }}>
            {emitente?.cnpj ? `CNPJ ${formatCpfCnpj(emitente.cnpj)}` : translate('app.layout.semEmpresa')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ flex: 1 }} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          '& .RaLoadingIndicator-loader': { color: 'primary.main' },
          '& .RaLoadingIndicator-loadedIcon': { color: 'text.secondary' },
        }}
      >
        <LoadingIndicator />
        <BotaoAssistente />
        <BotaoTarefas />
        <MenuIdioma />
        <BotaoTema />
        <Box sx={{ width: '1px', height: 28, bgcolor: 'divider', mx: 1 }} />
        <MenuUsuario />
      </Box>
    </Box>
  );
}

function BarraDeTitulo() {
  const translate = useTranslate();
  const { url, config } = useTenant();
  const { pathname } = useLocation();
  const rota = rotaDoCaminho(caminhoRelativo(pathname, url));
  const titulo = rota ? translate(rota.titulo, { _: rota.titulo }) : null;

  useEffect(() => {
    const empresa = config.nome_empresa ?? '';
    document.title = titulo ? `${titulo} | ${empresa}` : empresa;
  }, [titulo, config.nome_empresa]);

  if (!rota || !titulo) return <Box sx={{ height: 24 }} />;
  const trilha = rota.breadcrumb;
  const listaDaPagina = rota.tela === 'create' || rota.tela === 'edit' ? rota.path.replace(/\/editar(\/:id)?$/, '/consultar') : null;
  return (
    <Box
      sx={{ px: { xs: 2, md: 3, xl: 4 }, pt: 3, pb: 2.5, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.25, color: 'text.primary' }} data-testid="titulo-pagina">
          {titulo}
        </Typography>
        <Breadcrumbs
          aria-label="breadcrumb"
          separator="›"
          sx={{ mt: 0.5, fontSize: '0.8rem', '& .MuiBreadcrumbs-separator': { mx: 0.75, color: 'text.disabled' } }}
        >
          {trilha.map((chave, i) => {
            const texto = translate(chave, { _: chave });
            const ultimo = i === trilha.length - 1;
            if (!ultimo && chave === `app.paginas.${rota.pagina}` && listaDaPagina) {
              return (
                <Link key={chave} component={RouterLink} to={caminhoDoTenant(url, listaDaPagina)} color="textSecondary" sx={{ fontSize: 'inherit' }}>
                  {texto}
                </Link>
              );
            }
            return (
              <Typography
                key={chave}
                component="span"
                aria-current={ultimo ? 'page' : undefined}
                sx={{ fontSize: 'inherit', color: ultimo ? 'text.primary' : 'text.secondary', fontWeight: ultimo ? 500 : 400 }}
              >
                {texto}
              </Typography>
            );
          })}
        </Breadcrumbs>
      </Box>
      <AjudaContextual pagina={rota.pagina} />
    </Box>
  );
}

function Rodape() {
  const translate = useTranslate();
  const { config } = useTenant();
  return (
    <Box
      component="footer"
      sx={{
        px: { xs: 2, md: 3, xl: 4 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        color: 'text.secondary',
        fontSize: '0.8rem',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <span>
        {new Date().getFullYear()} ©{' '}
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {config.nome_empresa}
        </Box>
        . {translate('app.layout.direitos')}
      </span>
      {config.site && (
        <Link href={config.site} target="_blank" rel="noopener noreferrer" color="inherit">
          {config.site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </Link>
      )}
    </Box>
  );
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const tema = useTheme();
  const desktop = useMediaQuery(tema.breakpoints.up('lg'), { noSsr: true });
  const config = useConfigLayout();
  const { pathname } = useLocation();
  const [movelAberto, setMovelAberto] = useState(false);
  const minimizado = desktop && config.sidebar.minimized;
  const alternar = () => salvarConfigLayout((c) => ({ ...c, sidebar: { ...c.sidebar, minimized: !c.sidebar.minimized } }));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#conteudo"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1, '&:focus': { left: 8 } }}
      >
        {translate('ra.navigation.skip_nav')}
      </Box>
      {config.sidebar.display && (
        <BarraLateral minimizado={minimizado} movel={!desktop} aberto={movelAberto} aoFechar={() => setMovelAberto(false)} aoAlternar={alternar} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {config.header.display && <Cabecalho movel={!desktop} aoAbrirMenu={() => setMovelAberto(true)} />}
        {config.toolbar.display && <BarraDeTitulo />}
        <Box
          component="main"
          id="conteudo"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: config.content.width === 'fixed' ? 1320 : 'none',
            mx: 'auto',
            px: { xs: 2, md: 3, xl: 4 },
            pb: 4,
            outline: 'none',
          }}
        >
          <AvisoBloqueioLicenca />
          <LimiteErro
            chave={pathname}
            textos={{
              titulo: translate('app.layout.erroTitulo'),
              texto: translate('app.layout.erroTexto'),
              tentarNovamente: translate('app.layout.tentarNovamente'),
              novaVersaoTitulo: translate('app.layout.novaVersaoTitulo'),
              novaVersaoTexto: translate('app.layout.novaVersaoTexto'),
              recarregar: translate('app.layout.recarregar'),
            }}
          >
            {children}
          </LimiteErro>
        </Box>
        {config.footer.display && <Rodape />}
      </Box>
      {config.scrolltop.display && <BotaoTopo rotulo={translate('app.layout.voltarTopo')} />}
    </Box>
  );
}
