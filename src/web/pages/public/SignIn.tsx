/**
 * Sign-in page (SPEC §2 title "Entrar"): Login, Senha, "Lembrar-me" (the saved login of SPEC §3
 * pre-fills the form), the server's Message on failure, and the session-expired info toast (3 s)
 * after a forced logout. A stored user goes straight to the dashboard.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { entrar } from '../../providers/sessao.ts';
import { AVISO_SESSAO_EXPIRADA, MENSAGEM_SESSAO_EXPIRADA } from '../../providers/http.ts';
import { lerLoginSalvo, lerSessao } from '../../session/usuario.ts';
import { useTenant } from '../../tenant/TenantContext.tsx';
import { CampoSenhaLeve, CampoTextoLeve } from '../../components/CampoLeve.tsx';
import { consumirAviso } from './aviso.ts';
import { LinkInterno, navegar, useLocalizacao } from '../../navegacao/roteador.tsx';
import { RecaptchaSeAtivo } from './Recaptcha.tsx';

// o aviso (Snackbar) só existe depois de um logout forçado: carregado sob demanda (issue 18, item 7)
const AvisoTemporario = lazy(() => import('../../layout/AvisoTemporario.tsx'));

/** SPEC §9: toast time-out. */
export const DURACAO_TOAST_MS = 3000;

interface EstadoNavegacao {
  nextPathname?: string;
  nextSearch?: string;
  login?: string;
}

export function SignIn() {
  const { url, config } = useTenant();
  const estado = (useLocalizacao().estado ?? {}) as EstadoNavegacao;
  const salvo = useRef(lerLoginSalvo()).current;
  const [login, setLogin] = useState(estado.login ?? salvo?.login ?? '');
  const [senha, setSenha] = useState(estado.login ? '' : (salvo?.password ?? ''));
  const [lembrarMe, setLembrarMe] = useState(salvo?.lembrarMe ?? false);
  const [erro, setErro] = useState<string | null>(null);
  const [tocado, setTocado] = useState({ login: false, senha: false });
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  // reCAPTCHA: shown once the server asks for it (a login that failed too often)
  const [pedeRecaptcha, setPedeRecaptcha] = useState(false);
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [versaoRecaptcha, setVersaoRecaptcha] = useState(0);

  useEffect(() => {
    if (consumirAviso() === AVISO_SESSAO_EXPIRADA) setAviso(MENSAGEM_SESSAO_EXPIRADA);
    else if (lerSessao()) navegar(`/${encodeURIComponent(url)}/dashboard`, { substituir: true });
  }, [url]);

  const erroLogin = tocado.login && !login.trim() ? 'Informe o login' : null;
  const erroSenha = tocado.senha && !senha ? 'Informe a senha' : null;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setTocado({ login: true, senha: true });
    if (!login.trim() || !senha) return;
    setEnviando(true);
    setErro(null);
    try {
      await entrar({ login, password: senha, lembrarMe, recaptcha });
      const base = `/${encodeURIComponent(url)}/`;
      const proximo =
        estado.nextPathname?.startsWith(base) && !/\/(sign-in|login)$/.test(estado.nextPathname)
          ? `${estado.nextPathname}${estado.nextSearch ?? ''}`
          : `${base}dashboard`;
      navegar(proximo, { substituir: true });
    } catch (err) {
      setErro((err as Error)?.message || 'Não foi possível entrar. Tente novamente.');
      setEnviando(false);
      const campos = (err as { body?: { fieldErrors?: Record<string, string[]> } }).body?.fieldErrors;
      if (campos?.Recaptcha || pedeRecaptcha) {
        // a token is good for one try: draw the checkbox (again)
        setPedeRecaptcha(true);
        setVersaoRecaptcha((v) => v + 1);
      }
    }
  }

  return (
    <Box component="section" aria-labelledby="titulo-entrar">
      <Typography id="titulo-entrar" component="h1" variant="h1" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 1 }}>
        Entrar
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Acesse o {config.nome_empresa ?? 'sistema'} com seu login e senha.
      </Typography>

      {erro && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }} onClose={() => setErro(null)}>
          {erro}
        </Alert>
      )}

      <Box component="form" noValidate onSubmit={enviar} sx={{ display: 'grid', gap: 2.5 }}>
        <CampoTextoLeve
          id="login"
          name="login"
          label="Login"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          onBlur={() => setTocado((t) => ({ ...t, login: true }))}
          error={!!erroLogin}
          helperText={erroLogin ?? ' '}
          autoComplete="username"
          autoFocus={!login}
          inputProps={{ autoCapitalize: 'none', spellCheck: false }}
        />
        <CampoSenhaLeve
          id="senha"
          name="senha"
          label="Senha"
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
          onBlur={() => setTocado((t) => ({ ...t, senha: true }))}
          error={!!erroSenha}
          helperText={erroSenha ?? ' '}
          autoComplete="current-password"
          autoFocus={!!login && !senha}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: -1.5 }}>
          <FormControlLabel control={<Checkbox checked={lembrarMe} onChange={(e) => setLembrarMe(e.target.checked)} name="lembrarMe" />} label="Lembrar-me" />
          <LinkInterno para={`/${encodeURIComponent(url)}/password-reset`} sx={{ fontWeight: 600 }} variant="body2">
            Esqueceu a senha?
          </LinkInterno>
        </Box>
        {pedeRecaptcha && <RecaptchaSeAtivo aoMudar={setRecaptcha} versao={versaoRecaptcha} />}
        <Button type="submit" variant="contained" size="large" disabled={enviando || (pedeRecaptcha && !recaptcha)} fullWidth sx={{ py: 1.4 }}>
          {enviando ? <CircularProgress size={22} color="inherit" aria-label="Entrando" /> : 'Entrar'}
        </Button>
      </Box>

      <Typography color="textSecondary" sx={{ mt: 4, textAlign: 'center' }}>
        Ainda não tem conta?{' '}
        <LinkInterno para={`/${encodeURIComponent(url)}/register`} sx={{ fontWeight: 600 }}>
          Cadastre sua empresa
        </LinkInterno>
      </Typography>

      {aviso && (
        <Suspense fallback={null}>
          <AvisoTemporario mensagem={aviso} duracaoMs={DURACAO_TOAST_MS} aoFechar={() => setAviso(null)} />
        </Suspense>
      )}
    </Box>
  );
}

export default SignIn;
