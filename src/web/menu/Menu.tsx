/**
 * Sidebar menu (SPEC §2): Dashboard, then the sections in order, each with the entries the user may
 * open. Entries are links labelled with their (translated) text; sections collapse with a 250 ms
 * slide (SPEC §9) and remember it in the layout configuration. Minimized: icons with tooltips.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { assinarMenu, versaoMenu } from '../session/menuEstado.ts';
import { useSessao } from '../session/useSessao.ts';
import { permissoesDe } from '../session/permissoes.ts';
import { useTenant } from '../tenant/TenantContext.tsx';
import { caminhoDoTenant, caminhoRelativo } from '../tenant/caminho.ts';
import { SIDEBAR } from '../layout/tema.ts';
import { salvarConfigLayout, useConfigLayout } from '../layout/preferencias.ts';
import { entradaAtiva, menuDoUsuario, type EntradaMenu, type SecaoMenu } from './menu.ts';
import { iconeDoMenu } from './icones.tsx';

/** SPEC §9: accordion slide. */
export const DESLIZE_MENU_MS = 250;

function ItemMenu({ entrada, ativo, minimizado, aoNavegar }: { entrada: EntradaMenu; ativo: boolean; minimizado: boolean; aoNavegar?: () => void }) {
  const translate = useTranslate();
  const { url } = useTenant();
  const tema = useTheme();
  const Icone = iconeDoMenu(entrada.icone);
  const rotulo = translate(entrada.rotulo, { _: entrada.rotulo });
  const link = (
    <ButtonBase
      component={RouterLink}
      to={caminhoDoTenant(url, entrada.destino)}
      onClick={aoNavegar}
      aria-current={ativo ? 'page' : undefined}
      aria-label={minimizado ? rotulo : undefined}
      sx={{
        width: '100%',
        justifyContent: minimizado ? 'center' : 'flex-start',
        gap: 1.5,
        px: minimizado ? 0 : 1.5,
        py: 1,
        my: 0.25,
        borderRadius: 2,
        color: ativo ? '#FFFFFF' : SIDEBAR.texto,
        bgcolor: ativo ? SIDEBAR.ativoFundo : 'transparent',
        fontSize: '0.875rem',
        fontWeight: ativo ? 600 : 500,
        textAlign: 'left',
        position: 'relative',
        transition: 'background-color .15s, color .15s',
        '&:hover': { bgcolor: ativo ? SIDEBAR.ativoFundo : SIDEBAR.hoverFundo, color: '#FFFFFF', '& .icone-menu': { color: tema.palette.primary.main } },
        '&.Mui-focusVisible': { outline: `2px solid ${alpha(tema.palette.primary.main, 0.6)}` },
        '&::before':
          ativo && !minimizado
            ? { content: '""', position: 'absolute', left: -12, top: 8, bottom: 8, width: 3, borderRadius: 2, bgcolor: 'primary.main' }
            : undefined,
      }}
    >
      <Icone className="icone-menu" sx={{ fontSize: 20, color: ativo ? 'primary.main' : SIDEBAR.icone, transition: 'color .15s' }} />
      {!minimizado && (
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {rotulo}
        </Box>
      )}
    </ButtonBase>
  );
  return minimizado ? (
    <Tooltip title={rotulo} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

function Secao({ secao, caminho, minimizado, aoNavegar }: { secao: SecaoMenu; caminho: string; minimizado: boolean; aoNavegar?: () => void }) {
  const translate = useTranslate();
  const { secoesFechadas } = useConfigLayout();
  const temAtivo = secao.entradas.some((e) => entradaAtiva(e, caminho));
  const aberta = minimizado || temAtivo || !secoesFechadas.includes(secao.id);
  const rotulo = translate(secao.rotulo, { _: secao.rotulo });
  const idLista = `menu-secao-${secao.id}`;
  const alternar = () =>
    salvarConfigLayout((c) => ({
      ...c,
      secoesFechadas: aberta ? [...c.secoesFechadas.filter((s) => s !== secao.id), secao.id] : c.secoesFechadas.filter((s) => s !== secao.id),
    }));
  return (
    <Box component="li" sx={{ listStyle: 'none', mt: minimizado ? 1 : 2 }}>
      {minimizado ? (
        <Box aria-hidden sx={{ height: '1px', bgcolor: 'rgba(255,255,255,0.06)', mx: 1.5, mb: 1 }} />
      ) : (
        <ButtonBase
          onClick={alternar}
          aria-expanded={aberta}
          aria-controls={idLista}
          disabled={temAtivo}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            px: 1.5,
            py: 0.75,
            borderRadius: 1.5,
            color: SIDEBAR.textoSecao,
            '&:hover': { color: SIDEBAR.texto },
            '&.Mui-disabled': { color: SIDEBAR.textoSecao },
          }}
        >
          <Typography component="span" sx={{ fontSize: '0.72rem', fontWeight: 700, letterSpacing: 0.9, textTransform: 'uppercase' }}>
            {rotulo}
          </Typography>
          {!temAtivo && (
            <ExpandMore sx={{ fontSize: 18, transition: `transform ${DESLIZE_MENU_MS}ms`, transform: aberta ? 'rotate(0deg)' : 'rotate(-90deg)' }} />
          )}
        </ButtonBase>
      )}
      <Collapse in={aberta} timeout={DESLIZE_MENU_MS}>
        <Box component="ul" id={idLista} aria-label={rotulo} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {secao.entradas.map((e) => (
            <Box component="li" key={e.destino}>
              <ItemMenu entrada={e} ativo={entradaAtiva(e, caminho)} minimizado={minimizado} aoNavegar={aoNavegar} />
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

export function MenuLateral({ minimizado = false, aoNavegar }: { minimizado?: boolean; aoNavegar?: () => void }) {
  const sessao = useSessao();
  const versao = useSyncExternalStore(assinarMenu, versaoMenu, versaoMenu);
  const { url } = useTenant();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuDoUsuario(permissoesDe(sessao), sessao?.User?.id ?? null), [sessao, versao]);
  const caminho = caminhoRelativo(pathname, url);
  return (
    <Box component="nav" aria-label="Menu principal" sx={{ px: 1.5, py: 1 }}>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        <Box component="li" sx={{ listStyle: 'none' }}>
          <ItemMenu entrada={menu.dashboard} ativo={entradaAtiva(menu.dashboard, caminho)} minimizado={minimizado} aoNavegar={aoNavegar} />
        </Box>
        {menu.secoes.map((s) => (
          <Secao key={s.id} secao={s} caminho={caminho} minimizado={minimizado} aoNavegar={aoNavegar} />
        ))}
      </Box>
    </Box>
  );
}
