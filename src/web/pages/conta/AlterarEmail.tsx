/**
 * "Alterar e-mail" do menu do usuário (SPEC §7 `PUT /v1/alterarEmailUsuario/` `{Senha, Email}`; issue
 * 15 item 4): o novo e-mail, confirmado pela senha; o endereço anterior recebe um aviso (servidor).
 * Ao concluir, a sessão guardada passa a mostrar o novo e-mail.
 */
import { type FormEvent, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { isValidEmail } from '../../../domain/email.ts';
import { requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { CampoSenha } from '../public/CampoSenha.tsx';
import { errosDeCampo } from './AlterarSenha.tsx';

export default function AlterarEmail({ atual, aoFechar, aoAlterar }: { atual: string; aoFechar: () => void; aoAlterar: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const [feito, setFeito] = useState<string | null>(null);
  const limpo = email.trim().toLowerCase();
  const erroEmail = campos.Email ?? (tocado && !isValidEmail(limpo) ? 'Informe um e-mail válido' : null);
  const erroSenha = campos.Senha ?? (tocado && !senha ? 'Informe a sua senha' : null);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setTocado(true);
    if (!isValidEmail(limpo) || !senha) return;
    setEnviando(true);
    setErro(null);
    setCampos({});
    try {
      const r = await requisitar<components['schemas']['EmailAlterado']>('/v1/alterarEmailUsuario/', { method: 'PUT', body: { Email: limpo, Senha: senha } });
      setFeito(r.Data.email);
      aoAlterar(r.Data.email);
    } catch (err) {
      setCampos(errosDeCampo(err));
      setErro((err as Error).message || 'Não foi possível alterar o e-mail.');
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Dialog open onClose={aoFechar} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <DialogTitle>Alterar e-mail</DialogTitle>
        <DialogContent>
          {feito ? (
            <Alert severity="success">E-mail alterado para {feito}. O endereço anterior recebeu um aviso.</Alert>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              {erro && <Alert severity="error">{erro}</Alert>}
              <TextField label="E-mail atual" value={atual} disabled />
              <TextField
                label="Novo e-mail"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value.slice(0, 100))}
                error={!!erroEmail}
                helperText={erroEmail ?? ' '}
                autoComplete="email"
                autoFocus
              />
              <CampoSenha
                label="Sua senha (confirmação)"
                value={senha}
                onChange={(e) => setSenha(e.target.value)}
                error={!!erroSenha}
                helperText={erroSenha ?? ' '}
                autoComplete="current-password"
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={aoFechar}>{feito ? 'Fechar' : 'Cancelar'}</Button>
          {!feito && (
            <Button type="submit" variant="contained" disabled={enviando}>
              Alterar e-mail
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
