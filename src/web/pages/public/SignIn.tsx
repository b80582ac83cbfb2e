/**
 * Sign-in page (SPEC §2 title "Entrar"): Login, Senha, "Lembrar-me" (the saved login of SPEC §3
 * pre-fills the form), the server's Message on failure, and the session-expired info toast (3 s)
 * after a forced logout. A stored user goes straight to the dashboard.
 *
 * The first screen most users see: plain elements styled by `convidado.css` (GuestLayout), no
 * Emotion or MUI components, so it is drawn and answers typing sooner.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { entrar } from '../../providers/sessao.ts';
import { AVISO_SESSAO_EXPIRADA, MENSAGEM_SESSAO_EXPIRADA } from '../../providers/http.ts';
import { lerLoginSalvo, lerSessao } from '../../session/usuario.ts';
import { useTenant } from '../../tenant/TenantContext.tsx';
import { CampoSenhaLeve, CampoTextoLeve } from '../../components/CampoLeve.tsx';
import { consumirAviso } from './aviso.ts';
import { cliqueInterno, navegar, useLocalizacao } from '../../navegacao/roteador.tsx';
import { RecaptchaSeAtivo } from './Recaptcha.tsx';

// o aviso (Snackbar) só existe depois de um logout forçado: carregado sob demanda
const AvisoTemporario = lazy(() => import('../../layout/AvisoTemporario.tsx'));

// Material icon `ErrorOutline` (Apache 2.0), the one MUI's error Alert shows
const ICONE_ERRO =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

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
  // login e senha vivem nos próprios campos (não controlados): digitar não redesenha a tela; o
  // estado só muda quando o aviso de campo vazio aparece ou some
  const loginInicial = estado.login ?? salvo?.login ?? '';
  const senhaInicial = estado.login ? '' : (salvo?.password ?? '');
  const valores = useRef({ login: loginInicial, senha: senhaInicial });
  const [lembrarMe, setLembrarMe] = useState(salvo?.lembrarMe ?? false);
  const [erro, setErro] = useState<string | null>(null);
  const [vazio, setVazio] = useState({ login: false, senha: false });
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

  const erroLogin = vazio.login ? 'Informe o login' : null;
  const erroSenha = vazio.senha ? 'Informe a senha' : null;
  /** Mostra o aviso do campo vazio depois que o usuário passou por ele (blur) ou tentou entrar. */
  const conferir = (campo: 'login' | 'senha') => {
    const v = valores.current[campo];
    const faltando = campo === 'login' ? !v.trim() : !v;
    setVazio((a) => (a[campo] === faltando ? a : { ...a, [campo]: faltando }));
  };
  const mudou = (campo: 'login' | 'senha', v: string) => {
    valores.current[campo] = v;
    // só redesenha quando um aviso que já está na tela deixa de valer
    if (vazio[campo]) conferir(campo);
  };

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const { login, senha } = valores.current;
    conferir('login');
    conferir('senha');
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

  const cadastro = `/${encodeURIComponent(url)}/register`;
  const esqueceu = `/${encodeURIComponent(url)}/password-reset`;
  return (
    <section className="entrar" aria-labelledby="titulo-entrar">
      <h1 id="titulo-entrar">Entrar</h1>
      <p className="entrar-sub">Acesse o {config.nome_empresa ?? 'sistema'} com seu login e senha.</p>

      {erro && (
        <div className="entrar-alerta" role="alert">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICONE_ERRO} />
          </svg>
          <div>{erro}</div>
          <button type="button" aria-label="Fechar" title="Fechar" onClick={() => setErro(null)}>
            ×
          </button>
        </div>
      )}

      <form noValidate onSubmit={enviar}>
        <CampoTextoLeve
          id="login"
          name="login"
          label="Login"
          defaultValue={loginInicial}
          onChange={(e) => mudou('login', e.target.value)}
          onBlur={() => conferir('login')}
          error={!!erroLogin}
          helperText={erroLogin ?? ' '}
          autoComplete="username"
          autoFocus={!loginInicial}
          inputProps={{ autoCapitalize: 'none', spellCheck: false }}
        />
        <CampoSenhaLeve
          id="senha"
          name="senha"
          label="Senha"
          defaultValue={senhaInicial}
          onChange={(e) => mudou('senha', e.target.value)}
          onBlur={() => conferir('senha')}
          error={!!erroSenha}
          helperText={erroSenha ?? ' '}
          autoComplete="current-password"
          autoFocus={!!loginInicial && !senhaInicial}
        />
        <div className="entrar-linha">
          <label className="entrar-lembrar">
            <input type="checkbox" name="lembrarMe" checked={lembrarMe} onChange={(e) => setLembrarMe(e.target.checked)} />
            Lembrar-me
          </label>
          <a href={esqueceu} onClick={cliqueInterno(esqueceu)}>
            Esqueceu a senha?
          </a>
        </div>
        {pedeRecaptcha && <RecaptchaSeAtivo aoMudar={setRecaptcha} versao={versaoRecaptcha} />}
        <button type="submit" className="botao-principal" disabled={enviando || (pedeRecaptcha && !recaptcha)}>
          {enviando ? <span className="girando" role="progressbar" aria-label="Entrando" /> : 'Entrar'}
        </button>
      </form>

      <p className="entrar-cadastro">
        Ainda não tem conta?{' '}
        <a href={cadastro} onClick={cliqueInterno(cadastro)}>
          Cadastre sua empresa
        </a>
      </p>

      {aviso && (
        <Suspense fallback={null}>
          <AvisoTemporario mensagem={aviso} duracaoMs={DURACAO_TOAST_MS} aoFechar={() => setAviso(null)} />
        </Suspense>
      )}
    </section>
  );
}

export default SignIn;
