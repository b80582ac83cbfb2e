/**
 * Password reset (SPEC §2 /{url}/password-reset, §7 PUT /v1/redefinirSenhaUsuario/):
 * - without `?token=`: asks for the e-mail and sends `{Email, Url}`; the server always answers
 *   Success (it never tells whether the e-mail exists) and mails a one-time link to
 *   `/{url}/password-reset?token=...`;
 * - with `?token=`: new password + confirmation with the strength meter, sends `{Token, Senha}`.
 */
import { useState, type FormEvent } from 'react';
import { cliqueInterno, navegar, useLocalizacao } from '../../navegacao/roteador.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { isValidEmail } from '../../../domain/email.ts';
import { passwordStrength } from '../../../domain/senha.ts';
import { requisitar } from '../../providers/http.ts';
import { useTenant } from '../../tenant/TenantContext.tsx';
import { CampoSenha } from './CampoSenha.tsx';
import { MedidorSenha } from './MedidorSenha.tsx';

function Voltar({ url }: { url: string }) {
  return (
    <Link
      href={`/${encodeURIComponent(url)}/sign-in`}
      onClick={cliqueInterno(`/${encodeURIComponent(url)}/sign-in`)}
      sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 4 }}
    >
      <ArrowBack fontSize="small" /> Voltar para o login
    </Link>
  );
}

function PedirLink() {
  const { url } = useTenant();
  const [email, setEmail] = useState('');
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [enviado, setEnviado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const erroEmail = tocado ? (!email.trim() ? 'Informe o e-mail' : !isValidEmail(email.trim()) ? 'E-mail inválido' : null) : null;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setTocado(true);
    if (!email.trim() || !isValidEmail(email.trim())) return;
    setEnviando(true);
    setErro(null);
    try {
      await requisitar('/v1/redefinirSenhaUsuario/', { method: 'PUT', body: { Email: email.trim(), Url: url }, semAuth: true });
      setEnviado(true);
    } catch (err) {
      setErro((err as Error)?.message || 'Não foi possível enviar o link. Tente novamente.');
    } finally {
      setEnviando(false);
    }
  }

  if (enviado) {
    return (
      <Box component="section" aria-labelledby="titulo-reset">
        <Box sx={{ width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.light', color: 'primary.dark', mb: 3 }}>
          <MarkEmailRead fontSize="large" />
        </Box>
        <Typography id="titulo-reset" component="h1" variant="h1" sx={{ fontSize: '1.7rem', fontWeight: 800, mb: 1 }}>
          Verifique seu e-mail
        </Typography>
        <Alert severity="success" sx={{ my: 2 }}>
          Se houver uma conta com o e-mail <strong>{email.trim()}</strong>, você receberá em instantes um link para criar uma nova senha.
        </Alert>
        <Typography color="textSecondary">Não recebeu? Confira a caixa de spam ou tente novamente em alguns minutos.</Typography>
        <Voltar url={url} />
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="titulo-reset">
      <Typography id="titulo-reset" component="h1" variant="h1" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 1 }}>
        Esqueceu a senha?
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Informe o e-mail cadastrado. Enviaremos um link para você criar uma nova senha.
      </Typography>
      {erro && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {erro}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={enviar} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          id="email"
          name="email"
          type="email"
          label="E-mail"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTocado(true)}
          error={!!erroEmail}
          helperText={erroEmail ?? ' '}
          autoComplete="email"
          autoFocus
          fullWidth
          size="medium"
        />
        <Button type="submit" variant="contained" size="large" disabled={enviando} fullWidth sx={{ py: 1.4 }}>
          {enviando ? <CircularProgress size={22} color="inherit" aria-label="Enviando" /> : 'Enviar link'}
        </Button>
      </Box>
      <Voltar url={url} />
    </Box>
  );
}

function NovaSenha({ token }: { token: string }) {
  const { url } = useTenant();
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [tocado, setTocado] = useState({ senha: false, confirmacao: false });
  const [enviando, setEnviando] = useState(false);
  const [concluido, setConcluido] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [errosServidor, setErrosServidor] = useState<Record<string, string>>({});
  const forca = passwordStrength(senha);
  const erroSenha = errosServidor.Senha ?? (tocado.senha && !forca.forte ? (forca.mensagens[0] ?? null) : null);
  const erroConfirmacao = tocado.confirmacao && confirmacao !== senha ? 'As senhas não conferem' : null;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setTocado({ senha: true, confirmacao: true });
    if (!forca.forte || senha !== confirmacao) return;
    setEnviando(true);
    setErro(null);
    setErrosServidor({});
    try {
      await requisitar('/v1/redefinirSenhaUsuario/', { method: 'PUT', body: { Token: token, Senha: senha }, semAuth: true });
      setConcluido(true);
      setTimeout(() => navegar(`/${encodeURIComponent(url)}/sign-in`, { substituir: true }), 3000);
    } catch (err) {
      const e2 = err as { message?: string; body?: { fieldErrors?: Record<string, string[]> } };
      const campos = e2.body?.fieldErrors ?? {};
      setErrosServidor(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.join(' ')])));
      setErro(e2.message || 'Não foi possível redefinir a senha.');
    } finally {
      setEnviando(false);
    }
  }

  if (concluido) {
    return (
      <Box component="section" aria-labelledby="titulo-reset">
        <Typography id="titulo-reset" component="h1" variant="h1" sx={{ fontSize: '1.7rem', fontWeight: 800, mb: 2 }}>
          Senha redefinida
        </Typography>
        <Alert severity="success">Sua senha foi alterada. Você será levado ao login em instantes.</Alert>
        <Button
          href={`/${encodeURIComponent(url)}/sign-in`}
          onClick={cliqueInterno(`/${encodeURIComponent(url)}/sign-in`)}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          Ir para o login
        </Button>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="titulo-reset">
      <Typography id="titulo-reset" component="h1" variant="h1" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 1 }}>
        Criar nova senha
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Escolha uma senha forte, que você não use em outros sites.
      </Typography>
      {erro && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {erro}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={enviar} sx={{ display: 'grid', gap: 2.5 }}>
        <Box>
          <CampoSenha
            id="nova-senha"
            name="senha"
            label="Nova senha"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            onBlur={() => setTocado((t) => ({ ...t, senha: true }))}
            error={!!erroSenha}
            helperText={erroSenha ?? undefined}
            autoComplete="new-password"
            autoFocus
            fullWidth
            size="medium"
          />
          <MedidorSenha senha={senha} />
        </Box>
        <CampoSenha
          id="confirmacao-senha"
          name="confirmacao"
          label="Confirmação da senha"
          value={confirmacao}
          onChange={(e) => setConfirmacao(e.target.value)}
          onBlur={() => setTocado((t) => ({ ...t, confirmacao: true }))}
          error={!!erroConfirmacao}
          helperText={erroConfirmacao ?? ' '}
          autoComplete="new-password"
          fullWidth
          size="medium"
        />
        <Button type="submit" variant="contained" size="large" disabled={enviando} fullWidth sx={{ py: 1.4 }}>
          {enviando ? <CircularProgress size={22} color="inherit" aria-label="Salvando" /> : 'Redefinir senha'}
        </Button>
      </Box>
      <Voltar url={url} />
    </Box>
  );
}

export function PasswordReset() {
  const token = new URLSearchParams(useLocalizacao().search).get('token');
  return token ? <NovaSenha token={token} /> : <PedirLink />;
}

export default PasswordReset;
