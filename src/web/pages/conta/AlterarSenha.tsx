/**
 * "Alterar senha" do menu do usuário (SPEC §7 `PUT /v1/alterarSenhaUsuario/` `{SenhaAtual, NovaSenha}`): senha atual, nova senha com o medidor da regra de força do servidor (SPEC §5,
 * src/domain/senha.ts — a mesma que o servidor aplica) e confirmação. As demais sessões do usuário
 * são encerradas pelo servidor; esta continua.
 */
import { type FormEvent, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { passwordStrength } from '../../../domain/senha.ts';
import { requisitar } from '../../providers/http.ts';
import { CampoSenha } from '../public/CampoSenha.tsx';
import { MedidorSenha } from '../public/MedidorSenha.tsx';

/** Mensagens por campo de um erro 400 do servidor (`fieldErrors`). */
export function errosDeCampo(err: unknown): Record<string, string> {
  const campos = (err as { body?: { fieldErrors?: Record<string, string[]> } }).body?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.join(' ')]));
}

export default function AlterarSenha({ aoFechar }: { aoFechar: () => void }) {
  const [atual, setAtual] = useState('');
  const [nova, setNova] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const [feito, setFeito] = useState(false);
  const forca = passwordStrength(nova);
  const erroAtual = campos.SenhaAtual ?? (tocado && !atual ? 'Informe a senha atual' : null);
  const erroNova =
    campos.NovaSenha ?? (tocado && !forca.forte ? (forca.mensagens[0] ?? null) : tocado && nova === atual ? 'A nova senha deve ser diferente da atual' : null);
  const erroConfirmacao = tocado && confirmacao !== nova ? 'As senhas não conferem' : null;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    setTocado(true);
    if (!atual || !forca.forte || nova === atual || confirmacao !== nova) return;
    setEnviando(true);
    setErro(null);
    setCampos({});
    try {
      await requisitar('/v1/alterarSenhaUsuario/', { method: 'PUT', body: { SenhaAtual: atual, NovaSenha: nova } });
      setFeito(true);
    } catch (err) {
      setCampos(errosDeCampo(err));
      setErro((err as Error).message || 'Não foi possível alterar a senha.');
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Dialog open onClose={aoFechar} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <DialogTitle>Alterar senha</DialogTitle>
        <DialogContent>
          {feito ? (
            <Alert severity="success">Senha alterada com sucesso. As outras sessões abertas com a senha antiga foram encerradas.</Alert>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              {erro && <Alert severity="error">{erro}</Alert>}
              <CampoSenha
                label="Senha atual"
                value={atual}
                onChange={(e) => setAtual(e.target.value)}
                error={!!erroAtual}
                helperText={erroAtual ?? ' '}
                autoComplete="current-password"
                autoFocus
              />
              <div>
                <CampoSenha
                  label="Nova senha"
                  value={nova}
                  onChange={(e) => setNova(e.target.value)}
                  error={!!erroNova}
                  helperText={erroNova ?? ' '}
                  autoComplete="new-password"
                />
                <MedidorSenha senha={nova} />
              </div>
              <CampoSenha
                label="Confirme a nova senha"
                value={confirmacao}
                onChange={(e) => setConfirmacao(e.target.value)}
                error={!!erroConfirmacao}
                helperText={erroConfirmacao ?? ' '}
                autoComplete="new-password"
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={aoFechar}>{feito ? 'Fechar' : 'Cancelar'}</Button>
          {!feito && (
            <Button type="submit" variant="contained" disabled={enviando}>
              Alterar senha
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
