/**
 * User menu (aria-label "Usuário"): name, login and company, theme (light/dark/system), language,
 * the personal access tokens of the OData feed for BI (pages/tokens, a lazy dialog), change own
 * password / e-mail (pages/conta, lazy dialogs; SPEC §7 alterarSenhaUsuario, alterarEmailUsuario) and
 * logout (revokes the session, SPEC §4).
 */
import { Suspense, useState, type MouseEvent } from 'react';
import { useLogout, useTranslate } from 'ra-core';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Business from '@mui/icons-material/Business';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import Translate from '@mui/icons-material/Translate';
import VpnKey from '@mui/icons-material/VpnKey';
import Password from '@mui/icons-material/Password';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { IDIOMAS } from '../i18n/idiomas.ts';
import { useSessao } from '../session/useSessao.ts';
import { gravarSessao, lerSessao } from '../session/usuario.ts';
import { ListaIdiomas, useIdioma } from './MenuIdioma.tsx';
import { salvarMenuTema, useTema, type MenuTema } from './preferencias.ts';
import { lazyChunk } from './chunk.ts';

const TokensAcesso = lazyChunk(() => import('../pages/tokens/TokensAcesso.tsx'));
const AlterarSenha = lazyChunk(() => import('../pages/conta/AlterarSenha.tsx'));
const AlterarEmail = lazyChunk(() => import('../pages/conta/AlterarEmail.tsx'));

export function iniciais(nome: string | undefined | null): string {
  const partes = (nome ?? '')
    .trim()
    .split(/\s+/)
    .filter((p) => /^\p{L}/u.test(p));
  if (partes.length === 0) return '?';
  return ((partes[0][0] ?? '') + (partes.length > 1 ? partes[partes.length - 1][0] : '')).toUpperCase();
}

export function MenuUsuario() {
  const translate = useTranslate();
  const logout = useLogout();
  const sessao = useSessao();
  const { menu: menuTema } = useTema();
  const [idioma] = useIdioma();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [ancoraIdioma, setAncoraIdioma] = useState<HTMLElement | null>(null);
  const [tokens, setTokens] = useState(false);
  const [conta, setConta] = useState<'senha' | 'email' | null>(null);
  const u = sessao?.User;
  const nome = u?.nome || u?.login || '';
  const empresa = u?.Emitente?.nome ?? null;
  const tipo = u?.EmitenteTipoUsuario?.descricao ?? u?.TipoUsuario?.tipo ?? '';

  return (
    <>
      <ButtonBase
        aria-label="Usuário"
        aria-haspopup="menu"
        aria-expanded={!!ancora}
        onClick={(e: MouseEvent<HTMLElement>) => setAncora(e.currentTarget)}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1.25, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.9rem', fontWeight: 700, borderRadius: 2 }}>
          {iniciais(nome)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left', maxWidth: 180 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: '0.85rem', lineHeight: 1.3 }}>
            {nome}
          </Typography>
          <Typography noWrap sx={{ fontSize: '0.75rem', color: 'text.secondary', lineHeight: 1.3 }}>
            {tipo}
          </Typography>
        </Box>
        <KeyboardArrowDown sx={{ display: { xs: 'none', md: 'block' }, fontSize: 18, color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        anchorEl={ancora}
        open={!!ancora}
        onClose={() => setAncora(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 300, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ width: 44, height: 44, bgcolor: 'primary.main', fontWeight: 700, borderRadius: 2 }}>{iniciais(nome)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 700 }}>
              {nome}
            </Typography>
            <Typography noWrap variant="body2" color="textSecondary">
              {u?.email || u?.login}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ mx: 2, mb: 1.5, p: 1.25, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', gap: 1, alignItems: 'center' }}>
          <Business fontSize="small" color="primary" />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap variant="body2" sx={{ fontWeight: 600 }}>
              {empresa ?? translate('app.layout.semEmpresa')}
            </Typography>
            {u?.Emitente?.cnpj && (
              <Typography noWrap variant="caption" color="textSecondary">
                {formatCpfCnpj(u.Emitente.cnpj)}
              </Typography>
            )}
          </Box>
        </Box>
        <Divider />
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
            {translate('app.layout.tema')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={menuTema}
            onChange={(_, v: MenuTema | null) => v && salvarMenuTema(v)}
            aria-label={translate('app.layout.tema')}
            sx={{ mt: 0.75 }}
          >
            <ToggleButton value="light" aria-label={translate('app.layout.claro')}>
              <LightMode fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.layout.claro')}
            </ToggleButton>
            <ToggleButton value="dark" aria-label={translate('app.layout.escuro')}>
              <DarkMode fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.layout.escuro')}
            </ToggleButton>
            <ToggleButton value="system" aria-label={translate('app.layout.sistema')}>
              <SettingsBrightness fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.layout.sistema')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <MenuItem onClick={(e) => setAncoraIdioma(e.currentTarget)}>
          <ListItemIcon>
            <Translate fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.layout.idioma')} secondary={IDIOMAS.find((i) => i.locale === idioma)?.name} />
          <ChevronRight fontSize="small" color="action" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAncora(null);
            setTokens(true);
          }}
        >
          <ListItemIcon>
            <VpnKey fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.tokensAcesso', { _: 'Tokens de acesso (BI)' })}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAncora(null);
            setConta('senha');
          }}
        >
          <ListItemIcon>
            <Password fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.alterarSenha', { _: 'Alterar senha' })}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAncora(null);
            setConta('email');
          }}
        >
          <ListItemIcon>
            <AlternateEmail fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.alterarEmail', { _: 'Alterar e-mail' })}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAncora(null);
            void logout();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <Logout fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.sair')}</ListItemText>
        </MenuItem>
      </Menu>
      {tokens && (
        <Suspense fallback={null}>
          <TokensAcesso aberto={tokens} aoFechar={() => setTokens(false)} login={u?.login ?? ''} />
        </Suspense>
      )}
      {conta && (
        <Suspense fallback={null}>
          {conta === 'senha' ? (
            <AlterarSenha aoFechar={() => setConta(null)} />
          ) : (
            <AlterarEmail
              atual={u?.email ?? ''}
              aoFechar={() => setConta(null)}
              aoAlterar={(email) => {
                const s = lerSessao();
                if (s) gravarSessao({ ...s, User: { ...s.User, email } });
              }}
            />
          )}
        </Suspense>
      )}
      <ListaIdiomas
        ancora={ancoraIdioma}
        aoFechar={() => {
          setAncoraIdioma(null);
          setAncora(null);
        }}
      />
    </>
  );
}
